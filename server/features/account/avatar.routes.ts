import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { t } from "../../../shared/i18n/index.ts";
import { accountChangedAnswerSchema } from "../../../shared/schemas/account.ts";
import { badRequest } from "../../lib/app-error.ts";
import { SIGNED_IN } from "../../plugins/access.ts";
import { sessionUser } from "../auth/sessions.ts";
import { uploadMedia } from "../media/upload.ts";
import { refuseOversizedUpload } from "../media/upload-guard.ts";
import { requireAccountInfo } from "./account-info.ts";
import { setAvatar } from "./profile.ts";
import { removeReplacedAvatar } from "./replaced-avatar.ts";

/**
 * `POST /api/account/avatar`: any signed-in person sets their own picture (docs/product/screens-and-routes.md account
 * settings). Media management stays for staff; this route takes one image, through the same
 * upload pipeline (streamed, type from the bytes, the image limit, variants), and points the
 * account at it.
 */
export async function avatarRoutes(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: app.config.uploadLimits.image + 1, files: 1, fields: 2, parts: 3 },
    preservePath: true,
  });

  app.post(
    "/api/account/avatar",
    {
      config: { access: SIGNED_IN },
      onRequest: refuseOversizedUpload(app.config.uploadLimits.image, "validation.imageMaxSize"),
      schema: {
        tags: ["account"],
        summary: "Upload an image and make it the signed-in user's avatar (multipart `file`)",
        consumes: ["multipart/form-data"],
        response: { 200: accountChangedAnswerSchema },
      },
    },
    async (request) => {
      const part = request.isMultipart() ? await request.file() : undefined;
      if (!part) throw badRequest("errors.media.noFile");
      const user = sessionUser(request);
      const { id } = await uploadMedia(part, {
        db: app.db,
        config: app.config,
        locale: request.locale,
        creatorId: user.id,
        kind: "image",
      });
      const previous = await setAvatar(app.db, user.id, id);
      if (previous !== null && previous !== id) {
        await removeReplacedAvatar(app.db, app.config.mediaDir, user.id, previous).catch(
          (error: unknown) => request.log.warn({ err: error }, "replaced avatar not removed"),
        );
      }
      return {
        data: {
          message: t(request.locale, "success.saved"),
          account: await requireAccountInfo(app.db, request.actor),
        },
      };
    },
  );
}
