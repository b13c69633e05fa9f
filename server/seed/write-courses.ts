import { courseSearchColumns } from "../../shared/search.ts";
import type { NewLesson } from "../db/schema.ts";
import { COURSES } from "./content/catalogue.ts";
import type { CourseSeed, LessonSeed } from "./content/types.ts";
import { counted, daysAgo, idOf, imageId, type WriteContext } from "./context.ts";
import { imageKeys } from "./images.ts";
import { defaultTextContent, sessionContent } from "./lesson-content.ts";
import { richJson } from "./rich.ts";

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** The number of lessons, in course order, that are free previews. */
const PREVIEW_LESSONS = 2;

/** Courses with their chapters and lessons; promotions and quizzes must exist already. */
export async function insertCourses(ctx: WriteContext): Promise<void> {
  for (const course of COURSES) await insertCourse(ctx, course);
}

async function insertCourse(ctx: WriteContext, course: CourseSeed): Promise<void> {
  const updated = daysAgo(ctx.now, course.updatedDaysAgo);
  const created = daysAgo(ctx.now, course.updatedDaysAgo + 60);
  const delivery = course.delivery ?? "ONLINE";
  const sessions = [
    ...(course.looseLessons ?? []),
    ...course.chapters.flatMap((c) => c.lessons),
  ].filter((l) => l.type === "SESSION").length;
  const first = delivery === "ONLINE" ? null : firstSession(ctx.now, course);
  const schedule = (i: number) => {
    const start = new Date(first!.getTime() + i * 7 * DAY);
    return { start, end: new Date(start.getTime() + 2 * HOUR) };
  };
  const { id: courseId } = await ctx.db
    .insertInto("course")
    .values({
      slug: course.slug,
      name: course.name,
      description: course.description,
      price: course.price,
      visibility: course.visibility ?? "PUBLIC",
      avatar_image_id: imageId(ctx, imageKeys.courseAvatar(course.slug)),
      promotional_avatar_image_id: course.promotion
        ? imageId(ctx, imageKeys.coursePromoAvatar(course.slug))
        : null,
      sharing_avatar_image_id: null,
      sharing_image_id: imageId(ctx, imageKeys.courseSharing(course.slug)),
      promotional_image_id: null,
      priority: course.priority,
      is_featured: course.featured ? 1 : 0,
      objectives: course.objectives.join("\n"),
      requirements: course.requirements.join("\n"),
      introduction: richJson(...course.introduction),
      delivery,
      start_time: first ? first.toISOString() : null,
      end_time: first ? schedule(Math.max(sessions, 1) - 1).end.toISOString() : null,
      location: delivery === "ONSITE" ? (course.location ?? null) : null,
      meeting_url: delivery === "REMOTE" ? (course.meetingUrl ?? null) : null,
      creator_id: idOf(ctx.users, course.creator, "user"),
      promotion_id: course.promotion ? idOf(ctx.promotions, course.promotion, "promotion") : null,
      level: course.level,
      category: course.category,
      create_time: created,
      update_time: updated,
      ...courseSearchColumns(course.name, course.description),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  counted(ctx, "course");
  ctx.courses.set(course.slug, { id: courseId, price: course.price, promotion: course.promotion });

  let position = 0; // lessons in course order, for the previews
  let session = 0;
  const lessonRow = (
    lesson: LessonSeed,
    chapterId: number | null,
    sortOrder: number,
  ): NewLesson => {
    const isPreview = position++ < PREVIEW_LESSONS;
    // Previews get their own copy of each file: the media server opens a preview's file to all.
    const access = isPreview ? "preview" : "paid";
    const row: NewLesson = {
      course_id: courseId,
      chapter_id: chapterId,
      name: lesson.name,
      type: lesson.type === "SESSION" ? "TEXT" : lesson.type,
      video_id: null,
      audio_id: null,
      document_id: null,
      quiz_id: null,
      content: null,
      delivery: "ONLINE",
      location: null,
      meeting_url: null,
      start_time: null,
      end_time: null,
      is_preview: isPreview ? 1 : 0,
      sort_order: sortOrder,
      create_time: created,
      update_time: updated,
    };
    switch (lesson.type) {
      case "VIDEO":
        row.video_id = idOf(ctx.videos[access], lesson.video ?? "lecture", "video");
        if (lesson.notes) row.content = richJson(...lesson.notes);
        break;
      case "AUDIO":
        row.audio_id = idOf(ctx.audios[access], lesson.audio ?? "podcast", "audio");
        break;
      case "DOCUMENT":
        row.document_id = idOf(ctx.documents[access], lesson.document ?? "guide", "document");
        break;
      case "QUIZ":
        row.quiz_id = idOf(ctx.quizzes, lesson.quiz, "quiz");
        break;
      case "TEXT":
        row.content = richJson(...(lesson.content ?? defaultTextContent(lesson.name, course)));
        break;
      case "SESSION": {
        const { start, end } = schedule(session++);
        const place = delivery === "ONSITE" ? course.location : course.meetingUrl;
        row.delivery = delivery;
        row.location = delivery === "ONSITE" ? (course.location ?? null) : null;
        row.meeting_url = delivery === "REMOTE" ? (course.meetingUrl ?? null) : null;
        row.start_time = start.toISOString();
        row.end_time = end.toISOString();
        row.content = richJson(
          ...sessionContent({ delivery, start, end, place: place ?? "", agenda: lesson.agenda }),
        );
        break;
      }
    }
    return row;
  };

  // Lessons without a chapter come first (docs/product/data-model.md "Lesson"), ordered among themselves.
  const loose = (course.looseLessons ?? []).map((lesson, i) => lessonRow(lesson, null, i + 1));
  if (loose.length > 0) {
    await ctx.db.insertInto("lesson").values(loose).execute();
    counted(ctx, "lesson", loose.length);
  }
  for (const [chapterIndex, chapter] of course.chapters.entries()) {
    const { id: chapterId } = await ctx.db
      .insertInto("chapter")
      .values({
        course_id: courseId,
        name: chapter.name,
        sort_order: chapterIndex + 1,
        create_time: created,
        update_time: updated,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    counted(ctx, "chapter");
    const rows = chapter.lessons.map((lesson, i) => lessonRow(lesson, chapterId, i + 1));
    await ctx.db.insertInto("lesson").values(rows).execute();
    counted(ctx, "lesson", rows.length);
  }
}

/**
 * The first class of an onsite or remote course: on the course's weekday, at least
 * `startsInDays` days away, at 18:30 Vietnam time (UTC+7, no daylight saving).
 */
function firstSession(now: Date, course: CourseSeed): Date {
  const local = new Date(now.getTime() + 7 * HOUR + (course.startsInDays ?? 7) * DAY);
  let day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const weekday = course.weekday ?? new Date(day).getUTCDay();
  while (new Date(day).getUTCDay() !== weekday) day += DAY;
  return new Date(day + 18.5 * HOUR - 7 * HOUR);
}
