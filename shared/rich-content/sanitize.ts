import { type SanitizePolicy, sanitizeMarkup } from "./sanitize-engine.ts";
import { safeUrl } from "./urls.ts";

/**
 * The two HTML tag sets of SPEC.md §3: a small one for short texts (inline marks and links) and
 * a larger one for rich text (paragraphs, headings, lists, quotes, code, tables, figures, media
 * and allow-listed iframes). Output of the rich-content renderer passes through the rich set.
 */

export type TagSet = "short" | "rich";

const INLINE: Record<string, readonly string[]> = {
  a: ["href", "title", "target", "rel"],
  b: [],
  strong: [],
  i: [],
  em: [],
  u: [],
  s: [],
  code: [],
  sub: [],
  sup: [],
  mark: [],
  br: [],
};

const BLOCKS: Record<string, readonly string[]> = {
  p: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  blockquote: [],
  ul: [],
  ol: ["start"],
  li: [],
  pre: [],
  hr: [],
  figure: [],
  figcaption: [],
  img: ["src", "alt", "title", "width", "height", "loading"],
  video: ["src", "title", "width", "height", "controls", "preload", "poster"],
  audio: ["src", "title", "controls", "preload"],
  source: ["src", "type"],
  iframe: ["src", "title", "width", "height", "allowfullscreen", "loading"],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
};

const VOID = new Set(["br", "hr", "img", "source"]);
/** Raw-text elements of HTML: their content is never markup. */
const RAW_TEXT = new Set([
  "script",
  "style",
  "textarea",
  "title",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  "noscript",
  "plaintext",
]);
const DROP = new Set([
  ...RAW_TEXT,
  "template",
  "object",
  "embed",
  "applet",
  "svg",
  "math",
  "select",
  "head",
  "frameset",
  "frame",
]);

const REL_TOKENS = new Set(["nofollow", "noopener", "noreferrer", "ugc", "sponsored"]);
const ENUMS: Readonly<Record<string, readonly string[]>> = {
  target: ["_blank", "_self"],
  preload: ["none", "metadata", "auto"],
  loading: ["lazy", "eager"],
  scope: ["row", "col", "rowgroup", "colgroup"],
};
const BOOLEAN = new Set(["controls", "allowfullscreen"]);

function attribute(tag: string, name: string, value: string): string | null {
  if (BOOLEAN.has(name)) return "";
  const choices = ENUMS[name];
  if (choices)
    return choices.includes(value.trim().toLowerCase()) ? value.trim().toLowerCase() : null;
  switch (name) {
    case "href":
      return safeUrl(value, "link");
    case "src":
    case "poster":
      return safeUrl(value, tag === "iframe" ? "iframe" : "media");
    case "width":
    case "height":
      return /^\d{1,5}%?$/.test(value.trim()) ? value.trim() : null;
    case "colspan":
    case "rowspan":
    case "start":
      return /^\d{1,4}$/.test(value.trim()) ? value.trim() : null;
    case "rel": {
      const tokens = value
        .toLowerCase()
        .split(/\s+/)
        .filter((t) => REL_TOKENS.has(t));
      return tokens.length > 0 ? [...new Set(tokens)].join(" ") : null;
    }
    case "type":
      return /^[a-z]+\/[a-z0-9.+-]+$/i.test(value.trim()) ? value.trim() : null;
    default:
      return value; // title, alt: plain text, escaped on output
  }
}

function finishTag(tag: string, attributes: [string, string][]): [string, string][] | null {
  const has = (name: string) => attributes.some(([a]) => a === name);
  switch (tag) {
    case "a":
      // A new tab must not get a handle on this page (window.opener).
      if (attributes.some(([a, v]) => a === "target" && v === "_blank")) {
        const rel = attributes.find(([a]) => a === "rel")?.[1] ?? "";
        const tokens = new Set([...rel.split(" ").filter(Boolean), "noopener", "noreferrer"]);
        return [...attributes.filter(([a]) => a !== "rel"), ["rel", [...tokens].join(" ")]];
      }
      return attributes;
    case "iframe":
      // Only allow-listed embeds; they run in a sandbox that cannot reach this site's pages.
      if (!has("src")) return null;
      return [
        ...attributes,
        ["sandbox", "allow-scripts allow-same-origin allow-popups allow-presentation"],
        ["referrerpolicy", "strict-origin-when-cross-origin"],
      ];
    case "img":
      return has("src") ? attributes : null;
    default:
      return attributes;
  }
}

function policy(tags: Record<string, readonly string[]>): SanitizePolicy {
  return {
    xml: false,
    tags,
    globalAttributes: [],
    voidTags: VOID,
    dropWithContent: new Set([...DROP].filter((tag) => !(tag in tags))),
    unknownTags: "unwrap",
    rawText: RAW_TEXT,
    attribute,
    finishTag,
  };
}

const POLICIES: Record<TagSet, SanitizePolicy> = {
  short: policy(INLINE),
  rich: policy({ ...INLINE, ...BLOCKS }),
};

/** Cleans HTML to the short-text or rich-text tag set. */
export function sanitizeHtml(html: string, tagSet: TagSet): string {
  return sanitizeMarkup(html, POLICIES[tagSet]);
}
