import sanitize from "sanitize-html";
import { decodeEntities } from "./html-escape.ts";
import type { SanitizeOptions } from "./sanitize-options.ts";

/**
 * SVG sanitizing (docs/product/content.md: SVG uploads and `vector_graphic` are sanitized on save
 * and on render). Drawing elements and presentation attributes are kept; scripts, event
 * handlers, foreignObject, animations and every reference outside the file are removed. An
 * upload that contained any of the dangerous ones is refused, not silently changed: see
 * `SvgReport.unsafe`.
 */

const SHAPES = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"];
const STRUCTURE = ["svg", "g", "defs", "symbol", "use", "title", "desc", "switch", "style"];
const TEXT = ["text", "tspan", "textPath"];
const PAINT = ["linearGradient", "radialGradient", "stop", "pattern", "clipPath", "mask", "marker"];
const FILTERS = [
  "filter",
  "feBlend",
  "feColorMatrix",
  "feComponentTransfer",
  "feComposite",
  "feConvolveMatrix",
  "feDiffuseLighting",
  "feDisplacementMap",
  "feDistantLight",
  "feDropShadow",
  "feFlood",
  "feFuncA",
  "feFuncB",
  "feFuncG",
  "feFuncR",
  "feGaussianBlur",
  "feImage",
  "feMerge",
  "feMergeNode",
  "feMorphology",
  "feOffset",
  "fePointLight",
  "feSpecularLighting",
  "feSpotLight",
  "feTile",
  "feTurbulence",
];
const TAGS = [...SHAPES, ...STRUCTURE, ...TEXT, ...PAINT, ...FILTERS, "image", "a"];

const ATTRIBUTES = `id class style transform d x y x1 y1 x2 y2 cx cy r rx ry fx fy fr width height
  viewBox preserveAspectRatio points pathLength fill fill-opacity fill-rule stroke stroke-width
  stroke-linecap stroke-linejoin stroke-miterlimit stroke-dasharray stroke-dashoffset
  stroke-opacity opacity color display visibility overflow clip-path clip-rule mask filter
  font-family font-size font-weight font-style font-variant text-anchor dominant-baseline
  alignment-baseline baseline-shift letter-spacing word-spacing text-decoration writing-mode
  offset stop-color stop-opacity gradientUnits gradientTransform spreadMethod patternUnits
  patternContentUnits patternTransform clipPathUnits maskUnits maskContentUnits markerWidth
  markerHeight markerUnits refX refY orient marker-start marker-mid marker-end href xlink:href
  xmlns xmlns:xlink version dx dy rotate textLength lengthAdjust startOffset method spacing
  filterUnits primitiveUnits in in2 result stdDeviation mode type values operator k1 k2 k3 k4
  flood-color flood-opacity lighting-color kernelMatrix order surfaceScale specularConstant
  specularExponent diffuseConstant azimuth elevation pointsAtX pointsAtY pointsAtZ z
  limitingConeAngle scale xChannelSelector yChannelSelector baseFrequency numOctaves seed
  stitchTiles tableValues slope intercept amplitude exponent radius edgeMode divisor bias
  targetX targetY preserveAlpha kernelUnitLength xml:space xml:lang vector-effect
  shape-rendering image-rendering text-rendering color-interpolation color-interpolation-filters
  paint-order mix-blend-mode isolation opacity requiredExtensions systemLanguage`
  .split(/\s+/)
  .filter(Boolean);

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
const XLINK_NAMESPACE = "http://www.w3.org/1999/xlink";
/** Raster images embedded in the file itself (what design tools write for "embed"). */
const EMBEDDED_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

export type SvgDanger =
  | "<script>"
  | "<foreignObject>"
  | "event handlers"
  | "external references"
  | "javascript: URLs";

/** Collapsed and lower-cased, so that "java&#9;script :" or "JAVA SCRIPT:" cannot hide. */
const compact = (value: string) => value.replace(/[\s\0]+/g, "").toLowerCase();

/** CSS that loads nothing from outside and runs nothing: url() only to "#fragment". */
export function isSafeCss(css: string): boolean {
  const text = compact(css.replace(/\/\*[\s\S]*?\*\//g, ""));
  if (/@import|expression\(|javascript:|behavior:|-moz-binding|\\/.test(text)) return false;
  const urls = [...text.matchAll(/url\(/g)].length;
  const internal = [...text.matchAll(/url\((['"]?)#[^'")]*\1\)/g)].length;
  return urls === internal;
}

function attribute(tag: string, name: string, value: string): string | null {
  if (compact(value).includes("javascript:")) return null;
  if (name === "href" || name === "xlink:href") {
    if (value.trim().startsWith("#")) return value.trim();
    const embeddable = tag === "image" || tag === "feImage";
    return embeddable && EMBEDDED_IMAGE.test(value.trim()) ? value.trim() : null;
  }
  if (name === "xmlns") return value === SVG_NAMESPACE ? value : null;
  if (name === "xmlns:xlink") return value === XLINK_NAMESPACE ? value : null;
  return isSafeCss(value) ? value : null;
}

export interface SvgReport {
  /** The cleaned markup, or null when the input is not an SVG document. */
  svg: string | null;
  /** The dangerous things the input held (each removed from `svg`). */
  unsafe: SvgDanger[];
}

/** What was removed: a whole element, or one attribute of it. */
interface Removal {
  tag: string;
  attribute?: string;
  value?: string;
}

function danger(removal: Removal): SvgDanger | null {
  const { tag, attribute: name, value = "" } = removal;
  if (name === undefined) {
    if (tag.toLowerCase() === "script") return "<script>";
    if (tag === "foreignObject") return "<foreignObject>";
    return null;
  }
  if (/^on/i.test(name)) return "event handlers";
  if (compact(value).includes("javascript:")) return "javascript: URLs";
  // A link's target is not something the picture loads.
  if (tag === "a" && (name === "href" || name === "xlink:href")) return null;
  if (name === "href" || name === "xlink:href" || /url\(|@import/i.test(value)) {
    return "external references";
  }
  return null;
}

/**
 * The name a refused element is renamed to; `exclusiveFilter` then drops it with everything
 * inside. (Not a disallowed tag: sanitize-html would keep a renamed disallowed tag's new name
 * for the next sibling's end tag.)
 */
const REFUSED = "refused-element";
/**
 * `<style>` is renamed while it is cleaned: sanitize-html writes the text of an element named
 * "style" unescaped, and its CSS must be checked and escaped like any other text.
 */
const STYLE = "checked-style";

/** sanitize-html options that report each dangerous removal to `report`. */
function svgOptions(report: (danger: SvgDanger) => void): SanitizeOptions {
  const removed = (removal: Removal) => {
    const found = danger(removal);
    if (found) report(found);
  };
  return {
    allowedTags: [...TAGS.filter((tag) => tag !== "style"), STYLE, REFUSED],
    allowedAttributes: { "*": ATTRIBUTES },
    allowedEmptyAttributes: ATTRIBUTES,
    nonBooleanAttributes: [],
    // URLs are checked by `attribute` above: fragments, and embedded rasters in images.
    allowedSchemes: [],
    allowedSchemesByTag: { image: ["data"], feImage: ["data"] },
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: [],
    // sanitize-html keeps the renamed tag in `name` (not in its types; `tag` is the original).
    exclusiveFilter: (frame) => (frame as { name?: string }).name === REFUSED,
    selfClosing: [],
    parseStyleAttributes: false,
    // XML: names keep their case (foreignObject), only XML's own entities are decoded (a
    // doctype's entities are not expanded), every text and value is escaped on output.
    parser: { xmlMode: true, decodeEntities: true },
    transformTags: {
      "*": (tagName, raw) => {
        if (!TAGS.includes(tagName)) {
          removed({ tag: tagName });
          return { tagName: REFUSED, attribs: {} };
        }
        const attribs: sanitize.Attributes = {};
        for (const [name, value] of Object.entries(raw)) {
          const kept = ATTRIBUTES.includes(name) ? attribute(tagName, name, value) : null;
          if (kept === null) removed({ tag: tagName, attribute: name, value });
          // Browsers keep the first of repeated attributes; the parser already did.
          else attribs[name] = kept;
        }
        // A file on its own needs the namespace to be read as SVG.
        if (tagName === "svg" && attribs.xmlns === undefined) {
          return { tagName, attribs: { xmlns: SVG_NAMESPACE, ...attribs } };
        }
        return { tagName: tagName === "style" ? STYLE : tagName, attribs };
      },
    },
    textFilter(text, tagName) {
      if (tagName !== "style") return text;
      if (isSafeCss(decodeEntities(text))) return text;
      report("external references");
      return "";
    },
  };
}

/** The declarations, comments and doctype before the document element. */
const PROLOG = /^(?:\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>)*/i;

/**
 * Cleans SVG markup. The document element must be `<svg>`; anything before it other than the
 * XML declaration, comments and a doctype makes it "not an SVG".
 */
export function sanitizeSvg(markup: string): SvgReport {
  const unsafe = new Set<SvgDanger>();
  const source = markup.replace(/^\ufeff/, "");
  if (!isSvgMarkup(source)) return { svg: null, unsafe: [] };
  const report = (found: SvgDanger) => unsafe.add(found);
  const svg = sanitize(source.replace(PROLOG, ""), svgOptions(report))
    .replaceAll(`<${STYLE}>`, "<style>")
    .replaceAll(`</${STYLE}>`, "</style>")
    // Empty elements written the short XML way; values are escaped, so no "<" or ">" inside.
    .replace(/<([A-Za-z][\w:.-]*)((?:\s[^<>]*)?)><\/\1>/g, "<$1$2/>");
  // Elements dropped whole (an animation setting href) are not looked into: any javascript:
  // anywhere in the file is reason enough to refuse it.
  if (compact(decodeEntities(source)).includes("javascript:")) report("javascript: URLs");
  return { svg: svg.trim(), unsafe: [...unsafe] };
}

/** True when the first element of the text is `<svg` (after a prolog of declarations). */
export function isSvgMarkup(text: string): boolean {
  const rest = text.replace(/^\ufeff/, "").replace(PROLOG, "");
  return /^<svg[\s>/]/.test(rest);
}
