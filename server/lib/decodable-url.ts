import type { RequestListener } from "node:http";

/**
 * A request URL whose path Fastify's router can decode. A path with a broken percent-encoding
 * — a shared link cut inside "%E1%BA%AD", a stray "%" — names nothing on this site, but the
 * router refuses it before any hook runs, with its own English JSON 400 (FST_ERR_BAD_URL): no
 * locale, no security headers, no page. Its "%" signs are escaped instead, so that the request
 * is routed like any other unknown path: the "Content not found" page, or the API's 404, in the
 * reader's language. The query string is left alone (Fastify's parser takes broken escapes).
 */
export function decodableUrl(url: string): string {
  // Every request passes here: most URLs have no "%" in their path and allocate nothing.
  const percent = url.indexOf("%");
  if (percent === -1) return url;
  const mark = url.indexOf("?");
  if (mark !== -1 && mark < percent) return url;
  const path = mark === -1 ? url : url.slice(0, mark);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return path.replaceAll("%", "%25") + (mark === -1 ? "" : url.slice(mark));
  }
}

/** The HTTP server's handler with every request's URL made decodable first (app.ts). */
export function withDecodableUrls(handler: RequestListener): RequestListener {
  return (req, res) => {
    if (req.url) req.url = decodableUrl(req.url);
    handler(req, res);
  };
}
