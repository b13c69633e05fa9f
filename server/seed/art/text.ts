/**
 * Text for the generated SVG artwork. librsvg does not wrap text, so lines are broken here
 * from an estimate of DejaVu Sans glyph widths (the font every Debian image has, with full
 * Vietnamese coverage; sharp falls back to any sans-serif font elsewhere).
 */

export const FONT_FAMILY = "DejaVu Sans, Noto Sans, Arial, sans-serif";

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** Estimated width in pixels from average DejaVu Sans advances (capitals are wider). */
export function textWidth(text: string, fontSize: number, bold: boolean): number {
  let ems = 0;
  for (const ch of text) {
    if (ch === " ") ems += 0.32;
    else if (/[A-ZĐ]/.test(ch.normalize("NFD")[0] ?? ch)) ems += bold ? 0.78 : 0.7;
    else if (/[iljtf.,:;!'|]/.test(ch.normalize("NFD")[0] ?? ch)) ems += bold ? 0.38 : 0.33;
    else ems += bold ? 0.66 : 0.6;
  }
  return ems * fontSize;
}

/** Greedy word wrap; null when a line cannot fit or there are more than maxLines lines. */
function wrap(text: string, fontSize: number, maxWidth: number, maxLines: number, bold: boolean) {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, fontSize, bold) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (!line) return null; // one word wider than the box
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  return lines.length <= maxLines ? lines : null;
}

export interface FittedText {
  lines: string[];
  fontSize: number;
}

/** The largest font size (from maxSize down) at which `text` fits the box in maxLines lines. */
export function fitText(
  text: string,
  options: { maxWidth: number; maxSize: number; minSize: number; maxLines: number; bold?: boolean },
): FittedText {
  const bold = options.bold ?? true;
  for (let size = options.maxSize; size >= options.minSize; size -= 2) {
    const lines = wrap(text, size, options.maxWidth, options.maxLines, bold);
    if (!lines) continue;
    // Balance the lines: the narrowest box that still needs no more lines avoids a lone word
    // on the last line.
    let balanced = lines;
    for (let width = options.maxWidth - 20; width > options.maxWidth / 2; width -= 20) {
      const narrower = wrap(text, size, width, lines.length, bold);
      if (!narrower) break;
      balanced = narrower;
    }
    return { lines: balanced, fontSize: size };
  }
  // Still too long: keep maxLines lines and end the last one with an ellipsis.
  const size = options.minSize;
  const lines = (wrap(text, size, options.maxWidth, 99, bold) ?? [text]).slice(0, options.maxLines);
  if (lines.join(" ") !== text.split(/\s+/).join(" ")) {
    let last = lines.pop() ?? "";
    while (last.includes(" ") && textWidth(`${last} …`, size, bold) > options.maxWidth) {
      last = last.slice(0, last.lastIndexOf(" "));
    }
    lines.push(`${last.replace(/[,.:;]$/, "")} …`);
  }
  return { lines, fontSize: size };
}

/** A <text> element with one <tspan> per line; `y` is the baseline of the first line. */
export function textBlock(
  fitted: FittedText,
  at: { x: number; y: number; fill: string; weight?: number; lineHeight?: number; anchor?: string },
): string {
  const lineHeight = at.lineHeight ?? 1.18;
  const tspans = fitted.lines
    .map(
      (line, i) =>
        `<tspan x="${at.x}" dy="${i === 0 ? 0 : Math.round(fitted.fontSize * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  return `<text x="${at.x}" y="${at.y}" font-family="${FONT_FAMILY}" font-size="${fitted.fontSize}" font-weight="${at.weight ?? 700}" fill="${at.fill}" text-anchor="${at.anchor ?? "start"}">${tspans}</text>`;
}

/** Height taken by a fitted text block, from the top of its first line. */
export function blockHeight(fitted: FittedText, lineHeight = 1.18): number {
  return Math.round(fitted.fontSize * (1 + (fitted.lines.length - 1) * lineHeight));
}
