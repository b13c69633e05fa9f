import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { mediaUpdateBody } from "../../../shared/schemas/content.ts";
import { deleteMediaSchema, mediaAnswers } from "../../../shared/schemas/media.ts";
import { badRequest } from "../../lib/app-error.ts";
import { requires } from "../../plugins/access.ts";
import { authorize } from "../../policies/index.ts";
import { sweepIncoming } from "../../storage/receive.ts";
import { parseListQuery } from "../list/list-query.ts";
import { registry } from "../list/registry.ts";
import { runList } from "../list/run-list.ts";
import { deleteMedia } from "./delete.ts";
import { mediaServeRoutes } from "./serve.routes.ts";
import { updateMedia } from "./update.ts";
import { uploadMedia } from "./upload.ts";
import { refuseOversizedUpload } from "./upload-guard.ts";

/** Uploads left by a crash are removed at start-up once they are this old. */
const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

/**
 * The media feature: `POST /api/media/upload`, `POST /api/media/delete` and the files under
 * `/media/`. Listing goes through the generic list API (media.resource.ts).
 */
export async function mediaRoutes(app: FastifyInstance) {
  const { config } = app;
  const largest = Math.max(...Object.values(config.uploadLimits));
  // Only the routes of this plugin accept multipart bodies. The per-kind limit is enforced
  // while streaming (storage/receive.ts); busboy's limit is a backstop just above the largest.
  // preservePath: the file name as sent, so that one with folders in it is refused (upload.ts)
  // rather than quietly cut down to its last part.
  await app.register(fastifyMultipart, {
    limits: { fileSize: largest + 1, files: 1, fields: 4, fieldSize: 1000, parts: 6 },
    preservePath: true,
  });
  await sweepIncoming(config.mediaDir, STALE_UPLOAD_MS);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/media/upload",
    {
      config: { access: requires("media", "create") },
      // The kind is in the body: only the largest limit can be judged from the length.
      onRequest: refuseOversizedUpload(largest, "validation.fileMaxSize"),
      schema: {
        tags: ["media"],
        summary:
          "Upload an image, video, audio or document: multipart fields `kind` and `title` first, then `file`",
        consumes: ["multipart/form-data"],
        response: mediaAnswers.upload,
      },
    },
    async (request, reply) => {
      authorize(request.actor, "create", "media");
      const part = request.isMultipart() ? await request.file() : undefined;
      if (!part) throw badRequest("errors.media.noFile");
      const user = request.actor.user;
      if (!user) throw new Error("unreachable: the route requires a signed-in user");
      const { kind, id } = await uploadMedia(part, {
        db: app.db,
        config,
        locale: request.locale,
        creatorId: user.id,
      }).catch((error: unknown) => {
        // Refused before the whole body arrived (too large, a wrong name): the connection is
        // closed after the answer. Kept open, a browser goes on sending the rest of a file the
        // server throws away (up to gigabytes), and queues the page's next requests behind it.
        if (!request.raw.complete) reply.header("connection", "close");
        throw error;
      });
      // The record as the list API shows it, so the picker can use it like any listed one.
      const query = parseListQuery({ filters: JSON.stringify([["id", "=", id]]), limit: "1" });
      const result = await runList(app.db, registry, kind, query, request.actor);
      const record = result.items[0];
      if (!record) throw new Error(`the new ${kind} ${id} is not listed`);
      return { data: record };
    },
  );

  api.post(
    "/api/media/delete",
    {
      config: { access: requires("media", "delete") },
      schema: {
        tags: ["media"],
        summary: "Delete a media file that nothing uses (409 lists where it is used)",
        body: deleteMediaSchema,
        response: mediaAnswers.delete,
      },
    },
    async (request) => {
      await deleteMedia(
        app.db,
        { mediaDir: config.mediaDir, actor: request.actor, locale: request.locale },
        request.body,
      );
      return { data: { id: request.body.id } };
    },
  );

  api.post(
    "/api/media/update",
    {
      config: { access: requires("media", "update") },
      schema: {
        tags: ["media"],
        summary: "Change a media file's title",
        body: mediaUpdateBody,
        response: {
          200: z.object({ data: z.object({ id: z.number(), title: z.string() }) }),
        },
      },
    },
    async (request) => ({ data: await updateMedia(app.db, request.actor, request.body) }),
  );

  await app.register(mediaServeRoutes);
}
