import type { z } from "zod";
import type {
  ComboInput,
  CourseInput,
  LessonInput,
  LessonLayout,
  PromotionInput,
} from "../../shared/schemas/catalogue.ts";
import type { QuestionInput, questionReorderSchema } from "../../shared/schemas/quiz-management.ts";
import { apiPost } from "./client.ts";
import type { CourseRow } from "./records.ts";

/**
 * The back office's catalogue writes (server/features/catalogue/): each answers the record's
 * id, or the ids in their new order for a reorder.
 */

type Saved = { id: number };
type Reordered = { ids: number[] };
const save = (path: string, body: unknown) => apiPost<Saved>(path, body).then((d) => d.id);

export const createCourse = (course: CourseInput) => save("/api/course/create", course);
export const updateCourse = (id: number, course: CourseInput) =>
  save("/api/course/update", { id, ...course });
export const deleteCourse = (id: number) => save("/api/course/delete", { id });

export const createChapter = (courseId: number, name: string) =>
  save("/api/chapter/create", { courseId, name });
export const renameChapter = (id: number, name: string) =>
  save("/api/chapter/update", { id, name });
export const deleteChapter = (id: number) => save("/api/chapter/delete", { id });
export const reorderChapters = (courseId: number, chapterIds: number[]) =>
  apiPost<Reordered>("/api/chapter/reorder", { courseId, chapterIds });

export const createLesson = (courseId: number, lesson: LessonInput) =>
  save("/api/lesson/create", { courseId, ...lesson });
export const updateLesson = (id: number, lesson: LessonInput) =>
  save("/api/lesson/update", { id, ...lesson });
export const deleteLesson = (id: number) => save("/api/lesson/delete", { id });
export const reorderLessons = (courseId: number, groups: LessonLayout) =>
  apiPost<Reordered>("/api/lesson/reorder", { courseId, groups });

export const createQuiz = (name: string) => save("/api/quiz/create", { name });
export const renameQuiz = (id: number, name: string) =>
  save("/api/quiz/update", { id, quiz: { name } });
export const deleteQuiz = (id: number) => save("/api/quiz/delete", { id });
export const createQuestionGroup = (quizId: number, description: string) =>
  save("/api/question-group/create", { quizId, description });
export const updateQuestionGroup = (id: number, description: string) =>
  save("/api/question-group/update", { id, description });
export const deleteQuestionGroup = (id: number) => save("/api/question-group/delete", { id });
export const reorderQuestionGroups = (quizId: number, groupIds: number[]) =>
  apiPost<Reordered>("/api/question-group/reorder", { quizId, groupIds });
export const createQuestion = (quizId: number, question: QuestionInput) =>
  save("/api/question/create", { quizId, ...question });
export const updateQuestion = (id: number, question: QuestionInput) =>
  save("/api/question/update", { id, ...question });
export const deleteQuestion = (id: number) => save("/api/question/delete", { id });
export const reorderQuestions = (body: z.input<typeof questionReorderSchema>) =>
  apiPost<Reordered>("/api/question/reorder", body);

export const createPromotion = (p: PromotionInput) => save("/api/promotion/create", p);
export const updatePromotion = (id: number, p: PromotionInput) =>
  save("/api/promotion/update", { id, ...p });
export const deletePromotion = (id: number) => save("/api/promotion/delete", { id });

export const createCombo = (c: ComboInput) => save("/api/combo/create", c);
export const updateCombo = (id: number, c: ComboInput) => save("/api/combo/update", { id, ...c });
export const deleteCombo = (id: number) => save("/api/combo/delete", { id });

/** A course as the course management list reads it (every column the form edits). */
export type ManagedCourseRow = CourseRow;
