import { decodeEntities } from "./html-escape.ts";
import { type Removal, type SanitizePolicy, sanitizeMarkup } from "./sanitize-engine.ts";

/**
 * SVG sanitizing (DECISIONS.md "Content": SVG uploads and `vector_graphic` are sanitized on save
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

function svgPolicy(report: (danger: SvgDanger) => void): SanitizePolicy {
  return {
    xml: true,
    tags: Object.fromEntries(TAGS.map((tag) => [tag, []])),
    globalAttributes: ATTRIBUTES,
    voidTags: new Set(),
    dropWithContent: new Set(["script", "foreignObject"]),
    unknownTags: "drop",
    rawText: new Set(["script", "style"]),
    attribute,
    finishTag(tag, attributes) {
      if (tag !== "svg" || attributes.some(([a]) => a === "xmlns")) return attributes;
      // A file on its own needs the namespace to be read as SVG.
      return [["xmlns", SVG_NAMESPACE], ...attributes];
    },
    rawTextContent(_tag, text) {
      const css = text.replace(/<!\[CDATA\[|\]\]>/g, "");
      if (isSafeCss(css)) return css;
      report("external references");
      return "";
    },
  };
}

export interface SvgReport {
  /** The cleaned markup, or null when the input is not an SVG document. */
  svg: string | null;
  /** The dangerous things the input held (each removed from `svg`). */
  unsafe: SvgDanger[];
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
 * Cleans SVG markup. The document element must be `<svg>`; anything before it other than the
 * XML declaration, comments and a doctype makes it "not an SVG".
 */
export function sanitizeSvg(markup: string): SvgReport {
  const unsafe = new Set<SvgDanger>();
  const source = markup.replace(/^\ufeff/, "");
  if (!isSvgMarkup(source)) return { svg: null, unsafe: [] };
  const report = (found: SvgDanger) => unsafe.add(found);
  const svg = sanitizeMarkup(source, svgPolicy(report), (removal) => {
    const found = danger(removal);
    if (found) report(found);
  });
  // Elements dropped whole (an animation setting href) are not looked into: any javascript:
  // anywhere in the file is reason enough to refuse it.
  if (compact(decodeEntities(source)).includes("javascript:")) report("javascript: URLs");
  return { svg: svg.trim(), unsafe: [...unsafe] };
}

/** True when the first element of the text is `<svg` (after a prolog of declarations). */
export function isSvgMarkup(text: string): boolean {
  const prolog = /^(?:\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>)*/i;
  const rest = text.replace(/^\ufeff/, "").replace(prolog, "");
  return /^<svg[\s>/]/.test(rest);
}
