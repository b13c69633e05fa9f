import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  notificationAnswers,
  notificationIdSchema,
  notificationListQuerySchema,
} from "../../../shared/schemas/notifications.ts";
import { notFound } from "../../lib/app-error.ts";
import { SIGNED_IN } from "../../plugins/access.ts";
import { sessionUser } from "../auth/sessions.ts";
import { markAllRead, markRead, notificationPage, unreadCount } from "./notifications.queries.ts";

/**
 * `/api/notification/*`: the signed-in user's own notifications, newest first. Another user's
 * notification is answered like a missing one (404), so ids reveal nothing.
 */
export async function notificationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["notifications"];

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
      return { data: await notificationPage(app.db, sessionUser(request).id, request.query) };
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
      return { data: { count: await unreadCount(app.db, sessionUser(request).id) } };
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
      const row = await markRead(app.db, sessionUser(request).id, request.body.id);
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
      return { data: { count: await markAllRead(app.db, sessionUser(request).id) } };
    },
  );
}
