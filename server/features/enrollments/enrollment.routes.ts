import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { t } from "../../../shared/i18n/index.ts";
import { requires } from "../../plugins/access.ts";
import { activateByAdmin, completeByAdmin, createByAdmin } from "./enrollment-admin.ts";

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The enrollment management actions (the list itself is `GET /api/enrollment/list`). */
export async function enrollmentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/enrollment/activate",
    {
      config: { access: requires("enrollment", "activate") },
      schema: {
        tags: ["enrollments"],
        summary: "Activate enrollment: ACTIVE, with a MANUAL transaction of its fee",
        body: z.object({ enrollmentId: id }),
      },
    },
    async (request) => {
      const enrollment = await activateByAdmin(app.db, {
        actor: request.actor,
        enrollmentId: request.body.enrollmentId,
        now: new Date(),
      });
      return { data: { enrollment } };
    },
  );

  api.post(
    "/api/enrollment/complete",
    {
      config: { access: requires("enrollment", "complete") },
      schema: {
        tags: ["enrollments"],
        summary: "Complete enrollment: COMPLETED",
        body: z.object({ enrollmentId: id }),
      },
    },
    async (request) => {
      const enrollment = await completeByAdmin(app.db, {
        actor: request.actor,
        enrollmentId: request.body.enrollmentId,
        now: new Date(),
      });
      return { data: { enrollment } };
    },
  );

  api.post(
    "/api/enrollment/create",
    {
      config: { access: requires("enrollment", "create") },
      schema: {
        tags: ["enrollments"],
        summary: "Add an enrollment by hand",
        body: z.object({
          userId: id,
          courseId: id,
          status: z.enum(["ACTIVE", "COMPLETED"]).default("ACTIVE"),
          fee: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
        }),
      },
    },
    async (request) => {
      const enrollment = await createByAdmin(app.db, {
        actor: request.actor,
        input: request.body,
        now: new Date(),
      });
      return { data: { enrollment, message: t(request.locale, "success.added.enrollment") } };
    },
  );
}
