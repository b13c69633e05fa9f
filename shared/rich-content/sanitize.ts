import sanitize from "sanitize-html";
import { decodeEntities, escapeHtml } from "./html-escape.ts";
import type { SanitizeOptions } from "./sanitize-options.ts";
import { IFRAME_HOSTS, safeUrl } from "./urls.ts";

/**
 * The two HTML tag sets of rich text: a small one for short texts (inline marks and links) and
 * a larger one for rich text (paragraphs, headings, lists, quotes, code, tables, figures, media
 * and allow-listed iframes). Output of the rich-content renderer passes through the rich set.
 *
 * sanitize-html parses the markup and writes only allowed tags and attributes. Each kept
 * attribute value is first decoded and checked by the rules below (URLs by `urls.ts`), then
 * written fully escaped, so a browser reads exactly the value that was checked.
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

const VOID = ["br", "hr", "img", "source"];
/**
 * Removed together with everything inside them: raw-text elements (their content is never
 * markup), and containers whose content means nothing, or something else, outside them.
 */
const DROP = [
  ...["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes"],
  ...["noscript", "plaintext", "template", "object", "embed", "applet", "svg", "math"],
  ...["select", "option", "head", "frameset", "frame"],
];
/**
 * The name a tag is renamed to when the rules below refuse it; `exclusiveFilter` then drops it
 * with its content. (Not a disallowed tag: sanitize-html would keep a renamed disallowed tag's
 * new name for the next sibling's end tag.)
 */
const REFUSED = "refused-element";

const REL_TOKENS = new Set(["nofollow", "noopener", "noreferrer", "ugc", "sponsored"]);
const ENUMS: Readonly<Record<string, readonly string[]>> = {
  target: ["_blank", "_self"],
  preload: ["none", "metadata", "auto"],
  loading: ["lazy", "eager"],
  scope: ["row", "col", "rowgroup", "colgroup"],
};
const BOOLEAN = new Set(["controls", "allowfullscreen"]);
const IFRAME_EXTRAS = {
  // Only allow-listed embeds; they run in a sandbox that cannot reach this site's pages.
  sandbox: "allow-scripts allow-same-origin allow-popups allow-presentation",
  referrerpolicy: "strict-origin-when-cross-origin",
};

/** The value to write for an allowed attribute (decoded), or null to drop it. */
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

/** Keeps the allowed attributes of a tag, checked; refuses an iframe or image without source. */
function cleanTag(
  tags: Record<string, readonly string[]>,
  tagName: string,
  raw: sanitize.Attributes,
): sanitize.Tag {
  const allowed = tags[tagName];
  if (!allowed) return { tagName, attribs: {} };
  const attribs: sanitize.Attributes = {};
  for (const [name, rawValue] of Object.entries(raw)) {
    if (!allowed.includes(name)) continue;
    const value = attribute(tagName, name, decodeEntities(rawValue));
    // Escaped here in full: sanitize-html (entities left encoded) keeps a reference as it is.
    if (value !== null) attribs[name] = escapeHtml(value);
  }
  if ((tagName === "iframe" || tagName === "img") && attribs.src === undefined) {
    return { tagName: REFUSED, attribs: {} };
  }
  if (tagName === "iframe") return { tagName, attribs: { ...attribs, ...IFRAME_EXTRAS } };
  if (tagName === "a" && attribs.target === "_blank") {
    // A new tab must not get a handle on this page (window.opener).
    const { rel = "", ...rest } = attribs;
    const tokens = new Set([...rel.split(" ").filter(Boolean), "noopener", "noreferrer"]);
    return { tagName, attribs: { ...rest, rel: [...tokens].join(" ") } };
  }
  return { tagName, attribs };
}

function options(tags: Record<string, readonly string[]>): SanitizeOptions {
  return {
    allowedTags: [...Object.keys(tags), REFUSED],
    allowedAttributes: {
      ...Object.fromEntries(Object.entries(tags).map(([tag, names]) => [tag, [...names]])),
      iframe: [...(tags.iframe ?? []), ...Object.keys(IFRAME_EXTRAS)],
    },
    allowedEmptyAttributes: ["alt", "title", ...BOOLEAN],
    // The same schemes as `safeUrl`, checked a second time by sanitize-html.
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https"], video: ["http", "https"] },
    allowProtocolRelative: false,
    allowedIframeHostnames: IFRAME_HOSTS.map((origin) => new URL(origin).hostname),
    allowIframeRelativeUrls: false,
    disallowedTagsMode: "discard",
    nonTextTags: DROP.filter((tag) => !(tag in tags)),
    // sanitize-html keeps the renamed tag in `name` (not in its types; `tag` is the original).
    exclusiveFilter: (frame) => (frame as { name?: string }).name === REFUSED,
    selfClosing: VOID,
    parseStyleAttributes: false,
    // Character references in text stay as written ("&hellip;"); a bare "&" is escaped.
    parser: { decodeEntities: false },
    transformTags: { "*": (tagName, attribs) => cleanTag(tags, tagName, attribs) },
    // An allowed iframe's content is fallback text for old browsers: none is kept.
    textFilter: (text, tagName) => (tagName === "iframe" ? "" : text),
  };
}

const OPTIONS: Record<TagSet, SanitizeOptions> = {
  short: options(INLINE),
  rich: options({ ...INLINE, ...BLOCKS }),
};

/** Cleans HTML to the short-text or rich-text tag set. */
export function sanitizeHtml(html: string, tagSet: TagSet): string {
  // Void elements are written the HTML way, `<br>` rather than `<br />`. Text and attribute
  // values in the output are escaped, so " />" can only be the end of such a tag.
  return sanitize(html, OPTIONS[tagSet]).replaceAll(" />", ">");
}
