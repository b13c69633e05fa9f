import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  chapterCreateSchema,
  chapterReorderSchema,
  chapterUpdateSchema,
  comboInputSchema,
  comboUpdateSchema,
  courseInputSchema,
  courseUpdateSchema,
  idBody,
  lessonCreateSchema,
  lessonReorderSchema,
  lessonUpdateSchema,
  promotionInputSchema,
  promotionUpdateSchema,
  reorderAnswer,
  savedAnswer,
} from "../../../shared/schemas/catalogue.ts";
import {
  questionCreateSchema,
  questionGroupCreateSchema,
  questionGroupReorderSchema,
  questionGroupUpdateSchema,
  questionReorderSchema,
  questionUpdateSchema,
  quizInputSchema,
  quizUpdateSchema,
} from "../../../shared/schemas/quiz-management.ts";
import { type RouteAccess, requires } from "../../plugins/access.ts";
import { createCourse, deleteCourse, updateCourse } from "./course-admin.ts";
import {
  createChapter,
  createLesson,
  deleteChapter,
  deleteLesson,
  renameChapter,
  reorderChapters,
  reorderLessons,
  updateLesson,
} from "./curriculum.ts";
import {
  createCombo,
  createPromotion,
  deleteCombo,
  deletePromotion,
  updateCombo,
  updatePromotion,
} from "./offer-admin.ts";
import {
  createGroup,
  createQuestion,
  createQuiz,
  deleteGroup,
  deleteQuestion,
  deleteQuiz,
  renameQuiz,
  reorderGroups,
  reorderQuestions,
  updateGroup,
  updateQuestion,
} from "./quiz-admin.ts";

/**
 * The back office's catalogue writes: `POST /api/{course|chapter|lesson|quiz|question-group|
 * question|promotion|combo}/{create|update|delete}` answer `{data: {id}}`; the `reorder` routes
 * answer the ids in their new order. Each is one transaction (its activity-log rows inside),
 * authorised by the policy module, its body checked by the shared schema (400 with field
 * messages). Reading stays the generic list API.
 */
export async function catalogueRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  function write<S extends z.ZodType>(
    path: string,
    access: RouteAccess,
    summary: string,
    body: S,
    run: (input: z.output<S>, actorId: number | null) => Promise<number>,
  ) {
    api.post(
      path,
      {
        config: { access },
        schema: { tags: ["catalogue"], summary, body, response: { 200: savedAnswer } },
      },
      async (request) => {
        const actorId = request.actor.user?.id ?? null;
        return { data: { id: await run(request.body as z.output<S>, actorId) } };
      },
    );
  }

  function reorder<S extends z.ZodType>(
    path: string,
    access: RouteAccess,
    summary: string,
    body: S,
    run: (input: z.output<S>) => Promise<number[]>,
  ) {
    api.post(
      path,
      {
        config: { access },
        schema: { tags: ["catalogue"], summary, body, response: { 200: reorderAnswer } },
      },
      async (request) => ({ data: { ids: await run(request.body as z.output<S>) } }),
    );
  }

  // ---- courses and their curriculum ----
  write(
    "/api/course/create",
    requires("course", "create"),
    "Create a course",
    courseInputSchema,
    (b, actor) => createCourse(db, actor, b),
  );
  write(
    "/api/course/update",
    requires("course", "update"),
    "Update a course",
    courseUpdateSchema,
    (b) => updateCourse(db, b.id, b),
  );
  write(
    "/api/course/delete",
    requires("course", "delete"),
    "Delete a course nobody enrolled in or ordered (else 409: hide it)",
    idBody,
    (b) => deleteCourse(db, b.id),
  );
  write(
    "/api/chapter/create",
    requires("chapter", "create"),
    "Add a chapter",
    chapterCreateSchema,
    (b) => createChapter(db, b.courseId, b.name),
  );
  write(
    "/api/chapter/update",
    requires("chapter", "update"),
    "Rename a chapter",
    chapterUpdateSchema,
    (b) => renameChapter(db, b.id, b.name),
  );
  write(
    "/api/chapter/delete",
    requires("chapter", "delete"),
    "Delete a chapter and its lessons",
    idBody,
    (b) => deleteChapter(db, b.id),
  );
  reorder(
    "/api/chapter/reorder",
    requires("chapter", "update"),
    "Order a course's chapters",
    chapterReorderSchema,
    (b) => reorderChapters(db, b.courseId, b.chapterIds),
  );
  write(
    "/api/lesson/create",
    requires("lesson", "create"),
    "Add a lesson",
    lessonCreateSchema,
    (b) => createLesson(db, b.courseId, b),
  );
  write(
    "/api/lesson/update",
    requires("lesson", "update"),
    "Update a lesson",
    lessonUpdateSchema,
    (b) => updateLesson(db, b.id, b),
  );
  write("/api/lesson/delete", requires("lesson", "delete"), "Delete a lesson", idBody, (b) =>
    deleteLesson(db, b.id),
  );
  reorder(
    "/api/lesson/reorder",
    requires("lesson", "update"),
    "Lay out a course's lessons, within and across chapters",
    lessonReorderSchema,
    (b) => reorderLessons(db, b.courseId, b.groups),
  );

  // ---- quizzes ----
  write("/api/quiz/create", requires("quiz", "create"), "Create a quiz", quizInputSchema, (b) =>
    createQuiz(db, b.name),
  );
  write("/api/quiz/update", requires("quiz", "update"), "Rename a quiz", quizUpdateSchema, (b) =>
    renameQuiz(db, b.id, b.quiz.name),
  );
  write(
    "/api/quiz/delete",
    requires("quiz", "delete"),
    "Delete a quiz no lesson uses",
    idBody,
    (b) => deleteQuiz(db, b.id),
  );
  write(
    "/api/question-group/create",
    requires("quiz", "update"),
    "Add a section to a quiz",
    questionGroupCreateSchema,
    (b) => createGroup(db, b.quizId, b.description),
  );
  write(
    "/api/question-group/update",
    requires("quiz", "update"),
    "Change a section's description",
    questionGroupUpdateSchema,
    (b) => updateGroup(db, b.id, b.description),
  );
  write(
    "/api/question-group/delete",
    requires("quiz", "update"),
    "Delete a section and its questions",
    idBody,
    (b) => deleteGroup(db, b.id),
  );
  reorder(
    "/api/question-group/reorder",
    requires("quiz", "update"),
    "Order a quiz's sections",
    questionGroupReorderSchema,
    (b) => reorderGroups(db, b.quizId, b.groupIds),
  );
  write(
    "/api/question/create",
    requires("quiz", "update"),
    "Add a question",
    questionCreateSchema,
    (b) => createQuestion(db, b.quizId, b),
  );
  write(
    "/api/question/update",
    requires("quiz", "update"),
    "Update a question",
    questionUpdateSchema,
    (b) => updateQuestion(db, b.id, b),
  );
  write("/api/question/delete", requires("quiz", "update"), "Delete a question", idBody, (b) =>
    deleteQuestion(db, b.id),
  );
  reorder(
    "/api/question/reorder",
    requires("quiz", "update"),
    "Lay out a quiz's questions, within and across sections",
    questionReorderSchema,
    (b) => reorderQuestions(db, b.quizId, b.groups),
  );

  // ---- promotions and combos ----
  write(
    "/api/promotion/create",
    requires("promotion", "create"),
    "Create a promotion",
    promotionInputSchema,
    (b) => createPromotion(db, b),
  );
  write(
    "/api/promotion/update",
    requires("promotion", "update"),
    "Update a promotion and the courses it covers",
    promotionUpdateSchema,
    (b) => updatePromotion(db, b.id, b),
  );
  write(
    "/api/promotion/delete",
    requires("promotion", "delete"),
    "Delete a promotion",
    idBody,
    (b) => deletePromotion(db, b.id),
  );
  write("/api/combo/create", requires("combo", "create"), "Create a combo", comboInputSchema, (b) =>
    createCombo(db, b),
  );
  write(
    "/api/combo/update",
    requires("combo", "update"),
    "Update a combo",
    comboUpdateSchema,
    (b) => updateCombo(db, b.id, b),
  );
  write(
    "/api/combo/delete",
    requires("combo", "delete"),
    "Delete a combo nobody ordered (else 409: hide it)",
    idBody,
    (b) => deleteCombo(db, b.id),
  );
}
