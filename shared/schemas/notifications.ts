/** The signed-in user's own notifications (`/api/notification/*`), for the server and the bell. */
import { z } from "zod";
import { LIST_LIMIT_MAX, MANAGEMENT_PAGE_SIZE, NOTIFICATION_TYPES } from "../constants.ts";
import { successEnvelopeSchema } from "../errors.ts";
import { positiveIntId } from "./common.ts";

const pageNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, { error: "validation.invalidValue" })
    .transform(Number)
    .pipe(
      z.int().min(min, { error: "validation.tooSmall" }).max(max, { error: "validation.tooBig" }),
    );

export const notificationListQuerySchema = z.object({
  limit: pageNumber(1, LIST_LIMIT_MAX).default(MANAGEMENT_PAGE_SIZE),
  offset: pageNumber(0, 1_000_000).default(0),
});

export const notificationIdSchema = z.object({ id: positiveIntId });

export const notificationSchema = z.object({
  id: z.number(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read_time: z.string().nullable(),
  create_time: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** Unread count, or how many were just marked read. */
export const notificationCountSchema = z.object({ count: z.number() });

export const notificationAnswers = {
  page: { 200: successEnvelopeSchema(notificationPageSchema) },
  one: { 200: successEnvelopeSchema(notificationSchema) },
  count: { 200: successEnvelopeSchema(notificationCountSchema) },
};
