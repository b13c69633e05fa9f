import { readFile, writeFile } from "node:fs/promises";
import { isSvgMarkup, sanitizeSvg } from "../../shared/rich-content/svg.ts";
import { badRequest } from "../lib/app-error.ts";
import { loadSharp } from "./load-sharp.ts";
import { filePath } from "./paths.ts";
import {
  imageRatio,
  invalidType,
  reserve,
  rowBase,
  type StoredImageRow,
  type StoreInput,
} from "./rows.ts";

/** An SVG document starts, after its prolog, with `<svg` (read from the first bytes). */
export function isSvg(head: Buffer): boolean {
  return isSvgMarkup(head.toString("utf8"));
}

/**
 * Stores an SVG image (docs/product/content.md): sanitised, kept as the file and as
 * `vector_graphic`, without raster variants. An SVG that held scripts, event handlers,
 * foreignObject or references outside itself is refused with what it held, rather than
 * stored changed behind the uploader's back.
 */
export async function storeSvg(input: StoreInput): Promise<StoredImageRow> {
  const data = Buffer.isBuffer(input.data) ? input.data : await readFile(input.data.tempPath);
  const report = sanitizeSvg(data.toString("utf8"));
  if (report.svg === null) throw invalidType(input.data);
  if (report.unsafe.length > 0) {
    throw badRequest("errors.media.unsafeSvg", { found: report.unsafe.join(", ") });
  }
  const markup = Buffer.from(report.svg, "utf8");
  const sharp = await loadSharp();
  const meta = await sharp(markup)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw badRequest("validation.invalidFileType");

  const file = await reserve(input.mediaDir, "image", ".svg", input.now);
  const target = filePath(input.mediaDir, file);
  await writeFile(target, markup, { flag: "wx" });
  return {
    ...rowBase(input, file, "image/svg+xml", markup.length),
    width: meta.width,
    height: meta.height,
    ratio: imageRatio(meta.width, meta.height),
    variants: JSON.stringify({ "0w": meta.width }),
    vector_graphic: report.svg,
  };
}
