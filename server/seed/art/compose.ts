import { hashOf, type Palette } from "./palette.ts";
import { blockHeight, escapeXml, FONT_FAMILY, fitText, textBlock, textWidth } from "./text.ts";

/**
 * SVG compositions for the demo images: a gradient, a few shapes, the subject's symbol and the
 * title in big text. Rendered by sharp (librsvg) and then stored like any upload.
 */

const BRAND = "Học Việt";

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function background(width: number, height: number, palette: Palette): string {
  // A linear gradient only: a radial "glow" overlay doubled the render time of every image.
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/>`;
}

/** One of three decorations, chosen by the seed text so that neighbours differ. */
function decoration(width: number, height: number, palette: Palette, seed: string): string {
  const a = palette.accent;
  switch (hashOf(seed) % 3) {
    case 0:
      return `<circle cx="${width * 0.86}" cy="${height * 0.18}" r="${height * 0.34}" fill="${a}" fill-opacity="0.16"/><circle cx="${width * 0.97}" cy="${height * 0.9}" r="${height * 0.3}" fill="none" stroke="${a}" stroke-opacity="0.35" stroke-width="${height * 0.02}"/>`;
    case 1: {
      const stripes = [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${width * (0.62 + i * 0.09)}" y="${-height * 0.2}" width="${width * 0.035}" height="${height * 1.4}" fill="${a}" fill-opacity="${0.1 + i * 0.05}" transform="rotate(24 ${width * 0.8} ${height / 2})"/>`,
        )
        .join("");
      return stripes;
    }
    default: {
      const dots: string[] = [];
      const step = height * 0.06;
      for (let row = 0; row < 5; row++) {
        for (let col = 0; col < 7; col++) {
          dots.push(
            `<circle cx="${width * 0.62 + col * step}" cy="${height * 0.12 + row * step}" r="${height * 0.008}" fill="${a}" fill-opacity="0.55"/>`,
          );
        }
      }
      return `<path d="M0 ${height * 0.82} C ${width * 0.3} ${height * 0.7}, ${width * 0.6} ${height * 0.98}, ${width} ${height * 0.78} L ${width} ${height} L 0 ${height} Z" fill="${a}" fill-opacity="0.16"/>${dots.join("")}`;
    }
  }
}

function symbol(width: number, height: number, palette: Palette, size: number): string {
  return `<text x="${width - size * 0.12}" y="${height - size * 0.18}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="700" fill="#ffffff" fill-opacity="0.1" text-anchor="end">${escapeXml(palette.symbol)}</text>`;
}

function pill(x: number, y: number, text: string, fontSize: number): string {
  const height = Math.round(fontSize * 1.9);
  const width = Math.round(textWidth(text, fontSize, true) + fontSize * 1.6);
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="#ffffff" fill-opacity="0.18"/><text x="${x + fontSize * 0.8}" y="${y + height * 0.66}" font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(text)}</text>`;
}

function brand(x: number, y: number, size: number, accent: string): string {
  const mark = `<rect x="${x}" y="${y - size}" width="${size * 1.25}" height="${size * 1.25}" rx="${size * 0.3}" fill="${accent}"/><text x="${x + size * 0.62}" y="${y - size * 0.05}" font-family="${FONT_FAMILY}" font-size="${size * 0.9}" font-weight="700" fill="#0f172a" text-anchor="middle">H</text>`;
  return `${mark}<text x="${x + size * 1.6}" y="${y}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="700" fill="#ffffff">${BRAND}</text>`;
}

/** A red disc with a short line above a big one, e.g. "ƯU ĐÃI" / "-40%". */
function badge(cx: number, cy: number, r: number, small: string, big: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#dc2626"/><circle cx="${cx}" cy="${cy}" r="${r * 0.88}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${r * 0.025}" stroke-dasharray="${r * 0.06} ${r * 0.05}"/><text x="${cx}" y="${cy - r * 0.25}" font-family="${FONT_FAMILY}" font-size="${r * 0.2}" font-weight="700" fill="#fde68a" text-anchor="middle">${escapeXml(small)}</text><text x="${cx}" y="${cy + r * 0.32}" font-family="${FONT_FAMILY}" font-size="${r * 0.52}" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(big)}</text>`;
}

export interface CardArtOptions {
  title: string;
  palette: Palette;
  width: number;
  height: number;
  /** Over the title, in a pill; the palette's label by default. */
  label?: string;
  /** Bottom right, e.g. "Học trọn đời · Có chứng chỉ". */
  footnote?: string;
  /** A red disc at the top right: [small line, big line]. */
  badge?: [string, string];
}

/** Course avatars (1200×800), sharing images (1200×630), article, combo and promotion images. */
export function cardArt(o: CardArtOptions): string {
  const { width: w, height: h, palette } = o;
  const pad = Math.round(h * 0.1);
  const labelSize = Math.round(h * 0.034);
  const badgeR = Math.round(h * 0.15);
  const titleTop = pad + labelSize * 1.9 + h * 0.08;
  const title = fitText(o.title, {
    maxWidth: w - 2 * pad - (o.badge ? badgeR * 2 + pad * 0.3 : 0),
    maxSize: Math.round(h * 0.115),
    minSize: Math.round(h * 0.06),
    maxLines: 3,
  });
  const footY = h - pad;
  const parts = [
    background(w, h, palette),
    decoration(w, h, palette, o.title),
    symbol(w, h, palette, Math.round(h * 0.42)),
    pill(pad, pad, o.label ?? palette.label, labelSize),
    textBlock(title, { x: pad, y: Math.round(titleTop + title.fontSize * 0.9), fill: "#ffffff" }),
    `<rect x="${pad}" y="${Math.round(titleTop + blockHeight(title) + h * 0.05)}" width="${Math.round(h * 0.12)}" height="${Math.round(h * 0.012)}" rx="${Math.round(h * 0.006)}" fill="${palette.accent}"/>`,
    brand(pad, footY, Math.round(h * 0.042), palette.accent),
  ];
  if (o.footnote) {
    parts.push(
      `<text x="${w - pad}" y="${footY}" font-family="${FONT_FAMILY}" font-size="${Math.round(h * 0.032)}" fill="#ffffff" fill-opacity="0.85" text-anchor="end">${escapeXml(o.footnote)}</text>`,
    );
  }
  if (o.badge) parts.push(badge(w - pad - badgeR, pad + badgeR, badgeR, o.badge[0], o.badge[1]));
  return svg(w, h, parts.join(""));
}

export interface BannerArtOptions {
  title: string;
  subtitle: string;
  palette: Palette;
  width: number;
  height: number;
}

/**
 * Banners: 3.5:1 on desktop (text on the left), 16:9 on phones (text stacked, bigger). No
 * button is drawn: a picture of a button that is not one misleads (the whole banner is the
 * link, and the carousel draws its own controls over it).
 */
export function bannerArt(o: BannerArtOptions): string {
  const { width: w, height: h, palette } = o;
  const wide = w / h > 2.5;
  const pad = Math.round(wide ? w * 0.06 : w * 0.07);
  const textWidthMax = wide ? w * 0.58 : w - 2 * pad;
  const title = fitText(o.title, {
    maxWidth: textWidthMax,
    maxSize: Math.round(h * (wide ? 0.17 : 0.12)),
    minSize: Math.round(h * (wide ? 0.1 : 0.07)),
    maxLines: wide ? 2 : 3,
  });
  const subtitle = fitText(o.subtitle, {
    maxWidth: textWidthMax,
    maxSize: Math.round(h * (wide ? 0.07 : 0.05)),
    minSize: Math.round(h * (wide ? 0.05 : 0.04)),
    maxLines: 2,
    bold: false,
  });
  const gap = h * 0.05;
  const total = blockHeight(title) + gap + blockHeight(subtitle, 1.35);
  const top = Math.max(pad * 0.6, (h - total) / 2);
  const subTop = top + blockHeight(title) + gap;
  return svg(
    w,
    h,
    [
      background(w, h, palette),
      decoration(w, h, palette, o.title),
      symbol(w, h, palette, Math.round(h * (wide ? 0.8 : 0.5))),
      textBlock(title, { x: pad, y: Math.round(top + title.fontSize * 0.9), fill: "#ffffff" }),
      textBlock(subtitle, {
        x: pad,
        y: Math.round(subTop + subtitle.fontSize * 0.9),
        fill: "#ffffff",
        weight: 400,
        lineHeight: 1.35,
      }),
    ].join(""),
  );
}

/** Staff profile pictures: initials on the subject colours, 400×400. */
export function avatarArt(initials: string, palette: Palette): string {
  const size = 400;
  return svg(
    size,
    size,
    `${background(size, size, palette)}<circle cx="330" cy="70" r="120" fill="${palette.accent}" fill-opacity="0.2"/><text x="200" y="252" font-family="${FONT_FAMILY}" font-size="150" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>`,
  );
}
