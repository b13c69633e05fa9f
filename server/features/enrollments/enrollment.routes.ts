import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { t } from "../../../shared/i18n/index.ts";
import {
  changedEnrollmentAnswerSchema,
  createdEnrollmentAnswerSchema,
  enrollmentIdBodySchema,
  newEnrollmentSchema,
} from "../../../shared/schemas/enrollments.ts";
import { requires } from "../../plugins/access.ts";
import { activateByAdmin, completeByAdmin, createByAdmin } from "./enrollment-admin.ts";

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
        body: enrollmentIdBodySchema,
        response: { 200: changedEnrollmentAnswerSchema },
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
        body: enrollmentIdBodySchema,
        response: { 200: changedEnrollmentAnswerSchema },
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
        body: newEnrollmentSchema,
        response: { 200: createdEnrollmentAnswerSchema },
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
