import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { MODERN_IMAGE_EXTENSION } from "../../../shared/media.ts";
import { forbidden, notFound } from "../../lib/app-error.ts";
import { filePath, hlsFolder } from "../../storage/paths.ts";
import { findFile } from "./media.queries.ts";
import { mayReadMediaFile } from "./media-access.ts";
import { hlsContentType, parseMediaPath } from "./media-path.ts";
import { ensureModernCopy } from "./modern-copy.ts";

/**
 * `GET /media/*`: the stored files. Images are public and cached for a year (their names never
 * change content); a missing AVIF copy of an older image is made on its first request
 * (modern-copy.ts); video, audio and document files and HLS playlists and segments go only to
 * who may read them (media-access.ts) and are never cached. Every answer is typed by the server,
 * `nosniff`, and sandboxed by its own content security policy: an uploaded file opened in the
 * browser cannot run as a page of this site.
 */

/** Nothing runs, nothing loads from elsewhere; an SVG may still style and show itself. */
const FILE_CSP = {
  "default-src": ["'none'"],
  "img-src": ["'self'", "data:"],
  "media-src": ["'self'"],
  "style-src": ["'unsafe-inline'"],
  sandbox: [],
};

const PUBLIC_CACHE = "public, max-age=31536000, immutable";
const PRIVATE_CACHE = "private, no-store";

/** Office files are offered as downloads only (docs/product/content.md). */
const INLINE_TYPES = /^(video|audio|image)\/|^application\/pdf$/;

/** The headers of a media answer, chosen by the route and set once the file is found. */
interface FileHeaders {
  contentType: string;
  cacheControl: string;
  /** `inline` or `attachment; filename…`; left out when undefined. */
  disposition?: string;
}

const fileHeaders = new WeakMap<FastifyReply, FileHeaders>();

export async function mediaServeRoutes(app: FastifyInstance) {
  const root = path.resolve(app.config.mediaDir);
  // @fastify/static's `reply.sendFile` (the `send` module) answers Range (one range: 206, past
  // the end: 416, several: the whole file), If-Range, ETag and Last-Modified, and 404 for a
  // missing file. The type is ours, not guessed from the extension: setHeaders puts it back.
  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    cacheControl: false,
    setHeaders(reply) {
      const headers = fileHeaders.get(reply);
      if (!headers) return;
      reply.header("content-type", headers.contentType);
      reply.header("cache-control", headers.cacheControl);
      reply.header("x-content-type-options", "nosniff");
      if (headers.disposition) reply.header("content-disposition", headers.disposition);
    },
  });

  /** Sends a stored file (an absolute path under the media folder) with the given headers. */
  function sendFile(reply: FastifyReply, file: string, headers: FileHeaders) {
    fileHeaders.set(reply, headers);
    return reply.sendFile(path.relative(root, file));
  }

  app.get(
    "/media/*",
    {
      compress: false, // media is compressed already, and Range needs the bytes as stored
      config: {
        securityHeaders: { contentSecurityPolicy: { useDefaults: false, directives: FILE_CSP } },
      },
      schema: { hide: true },
    },
    async (request, reply) => {
      const target = parseMediaPath((request.params as { "*": string })["*"]);
      if (!target) throw notFound();
      if (target.kind === "image") {
        if (target.extension === MODERN_IMAGE_EXTENSION) {
          const ready = await ensureModernCopy(app.db, app.config.mediaDir, target).catch(
            (error: unknown) => {
              request.log.error({ err: error }, "AVIF copy not made");
              return false;
            },
          );
          if (!ready) throw notFound();
        }
        const file = filePath(
          app.config.mediaDir,
          {
            path: target.path,
            basename: target.basename,
            extension: target.extension ?? "",
          },
          target.variantWidth ?? undefined,
        );
        return sendFile(reply, file, {
          contentType: imageType(target.extension ?? ""),
          cacheControl: PUBLIC_CACHE,
        });
      }
      const media = await findFile(app.db, target);
      if (!media) throw notFound();
      if (!(await mayReadMediaFile(app.db, request.actor, target.kind, media))) throw forbidden();
      if (target.hlsFile !== null) {
        if (media.hls_status !== "READY") throw notFound();
        return sendFile(reply, path.join(hlsFolder(app.config.mediaDir, media), target.hlsFile), {
          contentType: hlsContentType(target.hlsFile),
          cacheControl: PRIVATE_CACHE,
        });
      }
      return sendFile(reply, filePath(app.config.mediaDir, media), {
        contentType: media.mime_type,
        cacheControl: PRIVATE_CACHE,
        disposition: contentDisposition(media),
      });
    },
  );
}

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
};

/** From the extension the storage chose after reading the bytes; unknown ones as plain bytes. */
function imageType(extension: string): string {
  return IMAGE_TYPES[extension] ?? "application/octet-stream";
}

/** The file's title as its download name (RFC 6266, UTF-8 for Vietnamese, ASCII fallback). */
export function contentDisposition(file: { title: string; extension: string; mime_type: string }) {
  const type = INLINE_TYPES.test(file.mime_type) ? "inline" : "attachment";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they may not reach a header
  const name = `${file.title.trim() || "file"}${file.extension}`.replace(/[\\/\0-\x1f\x7f"]/g, "_");
  const ascii = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .replace(/[^\x20-\x7e]/g, "_");
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
