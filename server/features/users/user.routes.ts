import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ROLES, USER_STATUSES } from "../../../shared/constants.ts";
import { requires } from "../../plugins/access.ts";
import { changeUser } from "./user-management.ts";

const userId = z.number().int().positive();
const answer = z.object({
  data: z.object({
    user: z.object({ id: z.number(), role: z.enum(ROLES), status: z.enum(USER_STATUSES) }),
  }),
});

/**
 * `POST /api/user/update-role` and `POST /api/user/update-status`. The user list itself is the
 * generic `GET /api/user/list` (search, filters on role and status).
 */
export async function userRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/user/update-role",
    {
      config: { access: requires("user", "updateRole") },
      schema: {
        tags: ["user"],
        summary: "Change a user's role; ends every session of that user",
        body: z.object({ userId, role: z.enum(ROLES) }),
        response: { 200: answer },
      },
    },
    async (request) => {
      const { userId, role } = request.body;
      return { data: { user: await changeUser(app.db, request.actor, userId, { role }) } };
    },
  );

  api.post(
    "/api/user/update-status",
    {
      config: { access: requires("user", "updateStatus") },
      schema: {
        tags: ["user"],
        summary: "Change a user's status; INACTIVE or BANNED ends every session of that user",
        body: z.object({ userId, status: z.enum(USER_STATUSES) }),
        response: { 200: answer },
      },
    },
    async (request) => {
      const { userId, status } = request.body;
      return { data: { user: await changeUser(app.db, request.actor, userId, { status }) } };
    },
  );
}
