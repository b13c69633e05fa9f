import type { FastifyReply, FastifyRequest } from "fastify";
import { formatFileSize } from "../../../shared/format.ts";
import { t } from "../../../shared/i18n/index.ts";
import { MULTIPART_OVERHEAD_BYTES } from "../../../shared/upload-rules.ts";

/**
 * An `onRequest` hook for an upload route: a request whose declared `Content-Length` cannot
 * hold a file within `maxBytes` is answered 413 at once, before a byte of its body is read, and
 * the connection is closed, so an 82 MB picture is refused in a moment instead of after the
 * whole upload. The limit is still enforced while streaming (storage/receive.ts) for a request
 * that declares no length or lies about it.
 */
export function refuseOversizedUpload(
  maxBytes: number,
  messageKey: "validation.imageMaxSize" | "validation.fileMaxSize",
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = Number(request.headers["content-length"]);
    if (!Number.isFinite(declared) || declared <= maxBytes + MULTIPART_OVERHEAD_BYTES) return;
    const message = t(request.locale, messageKey, {
      size: formatFileSize(maxBytes, request.locale),
    });
    reply.header("connection", "close");
    await reply.code(413).send({ error: { code: "VALIDATION", message } });
    return reply;
  };
}
