/**
 * Search normalisation shared by the server (which stores a normalised column next to each
 * searchable text and compares with LIKE) and the client (which highlights matches), so that
 * "lap trinh" finds "Lập trình" and "đ" matches "d" on SQLite and PostgreSQL alike.
 */

/** Lower-case, without diacritics, đ → d, whitespace collapsed: "Lập Trình  Web" → "lap trinh web". */
export function normalizeSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/đ/g, "d")
    .replace(/\s+/g, " ")
    .trim();
}

/** Escapes LIKE's wildcards and its escape character, for `LIKE ? ESCAPE '\'`. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, "\\$&");
}

/** A LIKE pattern matching values that contain `term` literally. */
export function likeContains(term: string): string {
  return `%${escapeLike(term)}%`;
}

/**
 * A URL slug from a title: "Lập trình Web cơ bản!" → "lap-trinh-web-co-ban". Only a-z, 0-9
 * and single hyphens remain, as the slug schema requires.
 */
export function slugify(text: string): string {
  return normalizeSearch(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
