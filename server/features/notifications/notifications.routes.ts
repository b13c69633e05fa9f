import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  notificationAnswers,
  notificationIdSchema,
  notificationListQuerySchema,
} from "../../../shared/schemas/notifications.ts";
import { nowIso } from "../../db/dialect.ts";
import { notFound } from "../../lib/app-error.ts";
import { SIGNED_IN } from "../../plugins/access.ts";
import { sessionUser } from "../auth/sessions.ts";

const COLUMNS = ["id", "type", "title", "body", "link", "read_time", "create_time"] as const;

/**
 * `/api/notification/*`: the signed-in user's own notifications, newest first. Another user's
 * notification is answered like a missing one (404), so ids reveal nothing.
 */
export async function notificationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["notifications"];
  const own = (userId: number) => app.db.selectFrom("notification").where("user_id", "=", userId);

  api.get(
    "/api/notification/list",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "My notifications, newest first",
        querystring: notificationListQuerySchema,
        response: notificationAnswers.page,
      },
    },
    async (request) => {
      const userId = sessionUser(request).id;
      const { limit, offset } = request.query;
      const [items, total] = await Promise.all([
        own(userId)
          .select(COLUMNS)
          .orderBy("create_time", "desc")
          .orderBy("id", "desc")
          .limit(limit)
          .offset(offset)
          .execute(),
        own(userId)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ]);
      return { data: { items, total: total.n } };
    },
  );

  api.get(
    "/api/notification/unread-count",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "How many of my notifications are unread",
        response: notificationAnswers.count,
      },
    },
    async (request) => {
      const row = await own(sessionUser(request).id)
        .where("read_time", "is", null)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return { data: { count: row.n } };
    },
  );

  api.post(
    "/api/notification/read",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Mark one of my notifications read",
        body: notificationIdSchema,
        response: notificationAnswers.one,
      },
    },
    async (request) => {
      const userId = sessionUser(request).id;
      // A notification read before keeps the time it was first read.
      await app.db
        .updateTable("notification")
        .set({ read_time: nowIso() })
        .where("id", "=", request.body.id)
        .where("user_id", "=", userId)
        .where("read_time", "is", null)
        .execute();
      const row = await own(userId)
        .select(COLUMNS)
        .where("id", "=", request.body.id)
        .executeTakeFirst();
      if (!row) throw notFound();
      return { data: row };
    },
  );

  api.post(
    "/api/notification/read-all",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Mark all my notifications read",
        response: notificationAnswers.count,
      },
    },
    async (request) => {
      const result = await app.db
        .updateTable("notification")
        .set({ read_time: nowIso() })
        .where("user_id", "=", sessionUser(request).id)
        .where("read_time", "is", null)
        .executeTakeFirst();
      return { data: { count: Number(result.numUpdatedRows) } };
    },
  );
}
