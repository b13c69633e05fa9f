import { decodeEntities } from "./html-escape.ts";

/**
 * A small tokenizer for HTML and SVG markup, made for sanitizing: it reads tags, attributes and
 * text, and skips comments, declarations and processing instructions. It never has to agree with
 * a browser on every oddity, because the sanitizer writes its own markup from these tokens
 * (known tags, known attributes, every value escaped): input that reads strangely here comes
 * out as harmless text or not at all.
 */

export type Token =
  | { type: "text"; text: string }
  | { type: "start"; name: string; attributes: [string, string][]; selfClosing: boolean }
  | { type: "end"; name: string };

export interface TokenizeOptions {
  /** XML (SVG): names keep their case and CDATA sections are text. HTML: names lower-cased. */
  xml: boolean;
  /** Elements whose content is text up to their end tag (script, style …), lower-case. */
  rawText: ReadonlySet<string>;
}

const START_TAG = /<([a-zA-Z][^\s/>\0]*)/y;
const END_TAG = /<\/([a-zA-Z][^\s/>\0]*)[^>]*>?/y;
const SPACE = /[\s/]/;

export function tokenize(input: string, options: TokenizeOptions): Token[] {
  const tokens: Token[] = [];
  const lower = input.toLowerCase();
  const n = input.length;
  const name = (raw: string) => (options.xml ? raw : raw.toLowerCase());
  const text = (value: string) => {
    if (value) tokens.push({ type: "text", text: value });
  };
  let i = 0;
  while (i < n) {
    const lt = input.indexOf("<", i);
    if (lt === -1) {
      text(input.slice(i));
      break;
    }
    text(input.slice(i, lt));
    i = lt;
    if (input.startsWith("<!--", i)) {
      i = after(input, "-->", i + 4);
      continue;
    }
    if (input.startsWith("<![CDATA[", i)) {
      const end = input.indexOf("]]>", i + 9);
      // In HTML content a CDATA section is a bogus comment: dropped.
      if (options.xml) text(escapeCdata(input.slice(i + 9, end === -1 ? n : end)));
      i = end === -1 ? n : end + 3;
      continue;
    }
    if (input[i + 1] === "!" || input[i + 1] === "?") {
      i = skipDeclaration(input, i);
      continue;
    }
    END_TAG.lastIndex = i;
    const end = END_TAG.exec(input);
    if (end) {
      tokens.push({ type: "end", name: name(end[1] ?? "") });
      i = END_TAG.lastIndex;
      continue;
    }
    START_TAG.lastIndex = i;
    const start = START_TAG.exec(input);
    if (!start) {
      text("&lt;"); // a lone "<" ("a < b") is text
      i += 1;
      continue;
    }
    const tag = readAttributes(input, START_TAG.lastIndex);
    const tagName = name(start[1] ?? "");
    tokens.push({
      type: "start",
      name: tagName,
      attributes: tag.value.attributes.map(([key, value]) => [name(key), value]),
      selfClosing: tag.value.selfClosing,
    });
    i = tag.next;
    if (!tag.value.selfClosing && options.rawText.has(tagName.toLowerCase())) {
      const close = findRawTextEnd(lower, tagName.toLowerCase(), i);
      text(input.slice(i, close));
      i = close;
    }
  }
  return tokens;
}

/** The index just past `marker` from `from`, or the end of the input. */
function after(input: string, marker: string, from: number): number {
  const index = input.indexOf(marker, from);
  return index === -1 ? input.length : index + marker.length;
}

/** `<!DOCTYPE …>` (with an internal subset in brackets), `<?xml …?>` and the like. */
function skipDeclaration(input: string, from: number): number {
  const close = input.indexOf(">", from);
  const bracket = input.indexOf("[", from);
  if (bracket !== -1 && (close === -1 || bracket < close)) return after(input, "]>", bracket);
  return close === -1 ? input.length : close + 1;
}

/** CDATA text as character data: its "<" and "&" are literal characters. */
function escapeCdata(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;");
}

function findRawTextEnd(lower: string, tag: string, from: number): number {
  let index = lower.indexOf(`</${tag}`, from);
  while (index !== -1) {
    const next = lower[index + tag.length + 2];
    if (next === undefined || next === ">" || SPACE.test(next)) return index;
    index = lower.indexOf(`</${tag}`, index + 1);
  }
  return lower.length;
}

function readAttributes(input: string, from: number) {
  const attributes: [string, string][] = [];
  const n = input.length;
  let selfClosing = false;
  let j = from;
  while (j < n) {
    while (j < n && SPACE.test(input[j] ?? "") && !input.startsWith("/>", j)) j++;
    if (j >= n) break;
    if (input[j] === ">") {
      j++;
      break;
    }
    if (input.startsWith("/>", j)) {
      selfClosing = true;
      j += 2;
      break;
    }
    const nameStart = j;
    // The first character may be "=" (HTML reads it as part of the name).
    j++;
    while (j < n && !/[\s/>=]/.test(input[j] ?? "")) j++;
    const attributeName = input.slice(nameStart, j);
    while (j < n && /\s/.test(input[j] ?? "")) j++;
    let value = "";
    if (input[j] === "=") {
      j++;
      while (j < n && /\s/.test(input[j] ?? "")) j++;
      const quote = input[j];
      if (quote === '"' || quote === "'") {
        const close = input.indexOf(quote, j + 1);
        value = input.slice(j + 1, close === -1 ? n : close);
        j = close === -1 ? n : close + 1;
      } else {
        const valueStart = j;
        while (j < n && !/[\s>]/.test(input[j] ?? "")) j++;
        value = input.slice(valueStart, j);
      }
    }
    attributes.push([attributeName, decodeEntities(value)]);
  }
  return { value: { attributes, selfClosing }, next: j };
}
