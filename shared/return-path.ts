/**
 * The way back a visitor carries through login, registration and the verification e-mail
 * (docs/product/screens-and-routes.md's "stored for return"): a path inside this site, or null. Anything else (another
 * origin, `//host`, a backslash trick, control characters) is refused, so a crafted link cannot
 * send a user off-site. Shared by the web app's frame and the server, which puts it in the
 * verification link.
 */
export const RETURN_PATH_MAX_LENGTH = 500;

export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f]/.test(value) || value.length > RETURN_PATH_MAX_LENGTH) return null;
  return value;
}
