/**
 * A list API query string from plain values: strings as they are, anything else (filters,
 * orders, refNames arrays, numbers) as JSON, which is how the list API reads its parameters.
 */
export function listQueryString(params: Record<string, unknown>): URLSearchParams {
  return new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [
      k,
      typeof v === "string" ? v : JSON.stringify(v),
    ]),
  );
}
