// The record shapes the web app reads from the list API (snake_case, as on the wire), inferred
// from shared/schemas/records.ts, which a server test checks against the resources' field
// declarations. Only the fields the screens use are typed; the server may send more.

import type { z } from "zod";
import type { ListResult, Row } from "../../shared/schemas/list.ts";
import type {
  activityRecordSchema,
  articleCategoryRecordSchema,
  articleRecordSchema,
  bannerRecordSchema,
  chapterRecordSchema,
  comboRecordSchema,
  courseRecordSchema,
  favoriteRecordSchema,
  imageRecordSchema,
  invoiceOrderRecordSchema,
  lessonRecordSchema,
  managedQuestionRecordSchema,
  managedUserRecordSchema,
  mediaRecordSchema,
  orderItemRecordSchema,
  promotionRecordSchema,
  questionGroupRecordSchema,
  questionRecordSchema,
  quizRecordSchema,
  rowChangeSchema,
  studentRecordSchema,
  userRecordSchema,
} from "../../shared/schemas/records.ts";

export type { EnrollmentRecord as EnrollmentRow } from "../../shared/schemas/enrollments.ts";
export type { OrderRow } from "../../shared/schemas/orders.ts";
// The answer's shape is the server's response schema (shared/schemas/list.ts).
export type { ListResult, Row };

export type CourseRow = z.infer<typeof courseRecordSchema>;
export type ImageRow = z.infer<typeof imageRecordSchema>;
export type PromotionRow = z.infer<typeof promotionRecordSchema>;
export type UserRow = z.infer<typeof userRecordSchema>;
export type ManagedUserRow = z.infer<typeof managedUserRecordSchema>;
export type StudentRow = z.infer<typeof studentRecordSchema>;
export type ArticleRow = z.infer<typeof articleRecordSchema>;
export type ArticleCategoryRow = z.infer<typeof articleCategoryRecordSchema>;
/** Any stored file: image, video, audio or document (path null when the file is withheld). */
export type MediaRow = z.infer<typeof mediaRecordSchema>;
export type ComboRow = z.infer<typeof comboRecordSchema>;
export type BannerRow = z.infer<typeof bannerRecordSchema>;
export type OrderItemRow = z.infer<typeof orderItemRecordSchema>;
export type ChapterRow = z.infer<typeof chapterRecordSchema>;
export type LessonRow = z.infer<typeof lessonRecordSchema>;
export type QuizRow = z.infer<typeof quizRecordSchema>;
export type QuestionGroupRow = z.infer<typeof questionGroupRecordSchema>;
export type QuestionRow = z.infer<typeof questionRecordSchema>;
export type InvoiceOrderRow = z.infer<typeof invoiceOrderRecordSchema>;
export type FavoriteRow = z.infer<typeof favoriteRecordSchema>;
export type ActivityRow = z.infer<typeof activityRecordSchema>;
export type RowChange = z.infer<typeof rowChangeSchema>;
export type ManagedQuestionRow = z.infer<typeof managedQuestionRecordSchema>;

/** A referenced record, typed by the caller who knows which ref name holds which table. */
export function ref<T extends Row>(
  refs: ListResult["refs"],
  name: string,
  id: number | null | undefined,
): T | undefined {
  if (id === null || id === undefined) return undefined;
  return refs[name]?.[String(id)] as T | undefined;
}
