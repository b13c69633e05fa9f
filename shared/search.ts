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

/** Lower-case with diacritics kept, whitespace collapsed: "LẬP  Trình" → "lập trình". */
export function foldCase(text: string): string {
  return text.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
}

/** Put before each word start by `markWordStarts`: a control character no text contains. */
export const WORD_START = "\u0001";
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * `text` with WORD_START before every letter or digit that follows a non-word character or
 * starts the text: "lap trinh (web)" → "␁lap ␁trinh (␁web)". A term is at the start of a word of
 * a text exactly when the marked term is a substring of the marked text, which SQL can test.
 */
export function markWordStarts(text: string): string {
  let out = "";
  let previousIsWord = false;
  for (const ch of text) {
    const isWord = WORD_CHARACTER.test(ch);
    if (isWord && !previousIsWord) out += WORD_START;
    out += ch;
    previousIsWord = isWord;
  }
  return out;
}

/** The search columns of a course, written with its name and description (course discovery). */
export function courseSearchColumns(name: string, description: string | null | undefined) {
  const text = normalizeSearch(name);
  return {
    search_text: text,
    search_name: foldCase(name),
    search_name_words: markWordStarts(text),
    search_description_words: markWordStarts(normalizeSearch(description ?? "")),
  };
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
