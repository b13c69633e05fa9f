import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The page is answered from Fastify's not-found handler, which @fastify/compress does not
 * reach (it hooks routes only): the HTML is compressed here, brotli or gzip as the browser
 * accepts them.
 */
export async function compressHtml(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: string | Buffer; encoding?: "br" | "gzip" }> {
  const accepted = acceptedEncodings(acceptEncoding ?? "");
  if (accepted.has("br")) {
    // Quality 5: most of brotli's gain for a few milliseconds per page.
    const body = await brotli(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    });
    return { body, encoding: "br" };
  }
  if (accepted.has("gzip")) return { body: await gzipAsync(html), encoding: "gzip" };
  return { body: html };
}

/** The codings of an Accept-Encoding header, leaving out those refused with q=0. */
function acceptedEncodings(header: string): Set<string> {
  const codings = new Set<string>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) codings.add(name.trim());
  }
  return codings;
}
