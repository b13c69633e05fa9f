import sharp from "sharp";

/**
 * Rasterises a composition as a high-quality JPEG: storeImage then makes the stored original
 * and its variants from it, exactly as it would from an upload.
 */
export function renderSvg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}
