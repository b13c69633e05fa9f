/** The longest description search engines show in full. */
export const DESCRIPTION_MAX = 160;

/**
 * A record's description as a meta description: plain text (any markup dropped, white space
 * collapsed), cut at a word boundary to at most 160 characters; the fallback when empty.
 */
export function plainDescription(text: unknown, fallback: string): string {
  if (typeof text !== "string") return fallback;
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!plain) return fallback;
  if (plain.length <= DESCRIPTION_MAX) return plain;
  const cut = plain.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

/** A record's text field, or "" when it is missing. */
export function textOf(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}
