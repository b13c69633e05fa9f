import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip";

/**
 * The page is answered from Fastify's not-found handler, which @fastify/compress does not
 * reach (it hooks routes only): the HTML is compressed here, brotli or gzip as the browser
 * accepts them. The response cache (server/plugins/public-cache.ts) compresses its kept answers
 * once with the same two functions.
 */
export async function compressHtml(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: string | Buffer; encoding?: Encoding }> {
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding) return { body: html };
  return { body: await compress(html, encoding), encoding };
}

/** Brotli at quality 5 (most of its gain for a few milliseconds per page), or gzip. */
export function compress(body: string | Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === "gzip") return gzipAsync(body);
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Brotli when the browser takes it, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
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
