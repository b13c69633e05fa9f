import { escapeHtml } from "./html-escape.ts";
import { type Token, tokenize } from "./markup-tokenizer.ts";

/**
 * The allow-list sanitizer behind both tag sets of rich text and SVG uploads. It rebuilds the
 * markup from tokens: only tags of the policy, only their allowed attributes (each value checked
 * and escaped), text escaped, every element closed. Nothing of the input reaches the output
 * without passing through this writer.
 */

export interface SanitizePolicy {
  xml: boolean;
  /** Allowed tags and, for each, the attributes it may carry (besides `globalAttributes`). */
  tags: Readonly<Record<string, readonly string[]>>;
  globalAttributes: readonly string[];
  /** Elements without content or end tag (HTML: br, img …). */
  voidTags: ReadonlySet<string>;
  /** Elements removed together with everything inside them. */
  dropWithContent: ReadonlySet<string>;
  /** What happens to other unknown elements: their content kept (HTML) or dropped (SVG). */
  unknownTags: "unwrap" | "drop";
  /** Elements whose content is raw text (lower-case): script, style … */
  rawText: ReadonlySet<string>;
  /** The value to write, or null to drop the attribute. `value` is already decoded. */
  attribute(tag: string, name: string, value: string): string | null;
  /** Last look at a kept tag: the attributes to write, or null to drop it with its content. */
  finishTag?(tag: string, attributes: [string, string][]): [string, string][] | null;
  /** The text to keep inside a raw-text element that is allowed (escaped on output). */
  rawTextContent?(tag: string, text: string): string;
}

/** What was removed, for callers that refuse input rather than clean it (SVG uploads). */
export interface Removal {
  tag: string;
  /** Set when only an attribute was removed. */
  attribute?: string;
  value?: string;
}

const HTML_TEXT_ENTITY = /&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/y;
const XML_TEXT_ENTITY = /&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|amp|lt|gt|quot|apos);/y;

/**
 * Escapes text from markup for output: "<" and ">" always; "&" unless it starts a character
 * reference (which, in text, can only ever stand for a character, never for markup).
 */
function escapeText(text: string, xml: boolean): string {
  const entity = xml ? XML_TEXT_ENTITY : HTML_TEXT_ENTITY;
  return text.replace(/[&<>]/g, (c, index: number) => {
    if (c === "<") return "&lt;";
    if (c === ">") return "&gt;";
    entity.lastIndex = index;
    return entity.test(text) ? "&" : "&amp;";
  });
}

export function sanitizeMarkup(
  input: string,
  policy: SanitizePolicy,
  onRemove?: (removal: Removal) => void,
): string {
  const tokens = tokenize(input, { xml: policy.xml, rawText: policy.rawText });
  const out: string[] = [];
  const open: string[] = [];
  /** While non-empty, everything is dropped until the end tag of its last entry. */
  const skipping: string[] = [];

  const write = (token: Token & { type: "start" }) => {
    const { name } = token;
    const allowed = policy.tags[name];
    if (policy.dropWithContent.has(name) || (!allowed && policy.unknownTags === "drop")) {
      onRemove?.({ tag: name });
      if (!token.selfClosing && !policy.voidTags.has(name)) skipping.push(name);
      return;
    }
    if (!allowed) {
      onRemove?.({ tag: name });
      return;
    }
    let attributes: [string, string][] = [];
    for (const [attribute, raw] of token.attributes) {
      const known = allowed.includes(attribute) || policy.globalAttributes.includes(attribute);
      const value = known ? policy.attribute(name, attribute, raw) : null;
      if (value === null) {
        onRemove?.({ tag: name, attribute, value: raw });
        continue;
      }
      // Browsers keep the first of repeated attributes.
      if (!attributes.some(([a]) => a === attribute)) attributes.push([attribute, value]);
    }
    const finished = policy.finishTag ? policy.finishTag(name, attributes) : attributes;
    if (finished === null) {
      onRemove?.({ tag: name });
      if (!token.selfClosing && !policy.voidTags.has(name)) skipping.push(name);
      return;
    }
    attributes = finished;
    const text = attributes.map(([a, v]) => ` ${a}="${escapeHtml(v)}"`).join("");
    if (policy.voidTags.has(name)) {
      out.push(policy.xml ? `<${name}${text}/>` : `<${name}${text}>`);
    } else if (token.selfClosing && policy.xml) {
      out.push(`<${name}${text}/>`);
    } else {
      out.push(`<${name}${text}>`);
      open.push(name);
    }
  };

  for (const token of tokens) {
    if (skipping.length > 0) {
      const current = skipping[skipping.length - 1];
      if (token.type === "start" && token.name === current && !token.selfClosing) {
        skipping.push(current);
      } else if (token.type === "end" && token.name === current) {
        skipping.pop();
      }
      continue;
    }
    if (token.type === "start") {
      write(token);
    } else if (token.type === "end") {
      const at = open.lastIndexOf(token.name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
    } else {
      const parent = open[open.length - 1];
      if (parent !== undefined && policy.rawText.has(parent.toLowerCase())) {
        const kept = policy.rawTextContent?.(parent, token.text) ?? "";
        out.push(escapeText(kept, policy.xml));
      } else {
        out.push(escapeText(token.text, policy.xml));
      }
    }
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join("");
}
