/**
 * Escaping for HTML (and SVG/XML) output. Text and attribute values are always escaped on
 * output, whatever they held on input, so nothing written by a user can open a tag.
 */

const TEXT_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes a value for text content or a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => TEXT_ESCAPES[c] ?? c);
}

/** The named references browsers also decode inside URLs, the ones used to hide a scheme. */
const NAMED: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  lpar: "(",
  rpar: ")",
  period: ".",
  comma: ",",
  semi: ";",
  equals: "=",
  num: "#",
  percnt: "%",
};

/**
 * Decodes character references of an attribute value read from markup: numeric ones
 * (`&#106;`, `&#x6A;`, with or without the semicolon, as browsers accept them) and the named
 * ones above. An unknown name stays as it is; it is escaped again on output and so stays text.
 */
export function decodeEntities(value: string): string {
  return value.replace(
    /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([a-zA-Z][a-zA-Z0-9]{1,31}));?/g,
    (match, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (name !== undefined) return NAMED[name.toLowerCase()] ?? match;
      const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? "", 16);
      // NUL, surrogates and values past Unicode become the replacement character, as in HTML.
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\ufffd";
      return String.fromCodePoint(code);
    },
  );
}
