import { activityLogResource } from "../activity-log/activity-log.resource.ts";
import { articleCategoryResource } from "../article-categories/article-category.resource.ts";
import { articleResource } from "../articles/article.resource.ts";
import { bannerResource } from "../banners/banner.resource.ts";
import { comboResource } from "../combos/combo.resource.ts";
import { chapterResource } from "../courses/chapter.resource.ts";
import { courseResource } from "../courses/course.resource.ts";
import { lessonResource } from "../courses/lesson.resource.ts";
import { enrollmentResource } from "../enrollments/enrollment.resource.ts";
import {
  audioResource,
  documentResource,
  imageResource,
  videoResource,
} from "../media/media.resource.ts";
import { orderItemResource, orderResource } from "../orders/order.resource.ts";
import { promotionResource } from "../promotions/promotion.resource.ts";
import { questionGroupResource, questionResource, quizResource } from "../quizzes/quiz.resource.ts";
import { transactionResource } from "../transactions/transaction.resource.ts";
import { userResource } from "../users/user.resource.ts";
import type { ResourceSpec } from "./resource.ts";
import type { Registry } from "./resource-rules.ts";

/** Every resource of the generic list API, one explicit list. */
export const RESOURCES: readonly ResourceSpec[] = [
  courseResource,
  chapterResource,
  lessonResource,
  quizResource,
  questionGroupResource,
  questionResource,
  imageResource,
  videoResource,
  audioResource,
  documentResource,
  userResource,
  articleResource,
  bannerResource,
  promotionResource,
  comboResource,
  enrollmentResource,
  orderResource,
  orderItemResource,
  transactionResource,
  activityLogResource,
  // Issue 16: article categories.
  articleCategoryResource,
];

export const registry: Registry = Object.fromEntries(RESOURCES.map((r) => [r.name, r]));
