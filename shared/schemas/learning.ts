/**
 * The wire contract of the learning player and certificates, shared by the server's routes and
 * the web app. The rules behind it (who may learn, when a lesson is complete, when a certificate
 * is issued) are written in server/features/learning/README.md.
 *
 * - `GET  /api/learning/course?courseId=N`            → `{data: LearningOutline}`
 * - `GET  /api/learning/lesson?courseId=N&lessonId=M` → `{data: LessonForLearning}`
 * - `POST /api/learning/progress` body `ProgressReport` → `{data: ProgressResult}`
 *   (also accepted as a `navigator.sendBeacon` Blob of type application/json)
 * - `GET  /api/certificate/get?code=X`                → `{data: CertificateRecord}` (public)
 * - `GET  /api/certificate/pdf?code=X`                → application/pdf attachment (public)
 * - `GET  /api/certificate/mine`                      → `{data: MyCertificate[]}`
 */
import { z } from "zod";
import { DELIVERIES, ENROLLMENT_STATUSES, LESSON_TYPES, QUESTION_TYPES } from "../constants.ts";
import { quizAttemptSummarySchema } from "../quiz/submission.ts";
import { positiveIntId, positiveIntIdParam } from "./common.ts";

/** A certificate code: 16 characters of a lower-case base-32 alphabet (no 0/1/l/o look-alikes). */
export const CERTIFICATE_CODE_PATTERN = /^[a-z2-9]{16}$/;

const time = z.string().nullable();
const delivery = z.enum(DELIVERIES);

// ---- GET /api/learning/course ----

export const learningCourseQuery = z.object({
  courseId: positiveIntIdParam,
  locale: z.string().optional(),
});

export const outlineLessonSchema = z.object({
  id: z.int(),
  name: z.string(),
  type: z.enum(LESSON_TYPES),
  chapter_id: z.int().nullable(),
  delivery,
  /** Seconds of the lesson's video or audio; null for other kinds or when unknown. */
  duration: z.number().nullable(),
  is_preview: z.boolean(),
  /** The reader may not open it (not enrolled, and not a preview lesson). */
  locked: z.boolean(),
  completed: z.boolean(),
  /** Where the reader left the video or audio; 0 when never played. */
  position_seconds: z.number(),
});
export type OutlineLesson = z.infer<typeof outlineLessonSchema>;

export const learningOutlineSchema = z.object({
  course: z.object({
    id: z.int(),
    slug: z.string(),
    name: z.string(),
    delivery,
    start_time: time,
    end_time: time,
    location: z.string().nullable(),
    /** Only for those who may learn the course; null otherwise. */
    meeting_url: z.string().nullable(),
  }),
  /** The reader's own enrollment, whatever its status; null for visitors and the non-enrolled. */
  enrollment: z
    .object({
      status: z.enum(ENROLLMENT_STATUSES),
      /** Completed lessons over all lessons, 0–100, rounded down (100 only when all are done). */
      progress_percent: z.int(),
      last_lesson_id: z.int().nullable(),
    })
    .nullable(),
  /** Enrolled ACTIVE/COMPLETED (and e-mail verified), or staff. */
  mayLearn: z.boolean(),
  chapters: z.array(z.object({ id: z.int(), name: z.string(), sort_order: z.int() })),
  /** In playing order: lessons without a chapter first, then chapter by chapter. */
  lessons: z.array(outlineLessonSchema),
  /**
   * The lesson `/learning/{courseId}` opens: the last one opened, else the first not completed,
   * else the first (only unlocked lessons); null when none is open to the reader.
   */
  resumeLessonId: z.int().nullable(),
  certificate: z.object({ code: z.string() }).nullable(),
});
export type LearningOutline = z.infer<typeof learningOutlineSchema>;

// ---- GET /api/learning/lesson ----

export const learningLessonQuery = z.object({
  courseId: positiveIntIdParam,
  lessonId: positiveIntIdParam,
  locale: z.string().optional(),
});

const pieceOut = z.object({ value: z.string(), text: z.string() });

/** A question as a student receives it: never its answer_values or answer_explanation. */
export const learningQuestionSchema = z.object({
  id: z.int(),
  group_id: z.int().nullable(),
  type: z.enum(QUESTION_TYPES),
  title: z.string(),
  content: z.string().nullable(),
  sort_order: z.int(),
  score: z.int(),
  pieces: z.array(pieceOut),
  /** TEXT_COMPLETION: the blanks are typed, and tone marks may be left out. */
  accepts_unaccented: z.boolean(),
});

export const lessonForLearningSchema = z.object({
  id: z.int(),
  course_id: z.int(),
  chapter_id: z.int().nullable(),
  name: z.string(),
  type: z.enum(LESSON_TYPES),
  is_preview: z.boolean(),
  delivery,
  location: z.string().nullable(),
  meeting_url: z.string().nullable(),
  start_time: time,
  end_time: time,
  /** The lesson's rich content (TEXT lessons, notes under others) as sanitized HTML. */
  contentHtml: z.string().nullable(),
  completed: z.boolean(),
  position_seconds: z.number(),
  video: z
    .object({
      /** The MP4 file, `/media/videos/…/{basename}.mp4`; Range requests are supported. */
      url: z.string(),
      /** `/media/videos/…/{basename}/hls/index.m3u8` once HLS is READY, else null. */
      hlsUrl: z.string().nullable(),
      duration: z.number().nullable(),
      width: z.int().nullable(),
      height: z.int().nullable(),
    })
    .nullable(),
  audio: z.object({ url: z.string(), duration: z.number().nullable() }).nullable(),
  document: z
    .object({
      url: z.string(),
      title: z.string(),
      /** With the dot, e.g. ".pdf". */
      extension: z.string(),
      mime_type: z.string(),
    })
    .nullable(),
  quiz: z
    .object({
      id: z.int(),
      name: z.string(),
      groups: z.array(z.object({ id: z.int(), description: z.string(), sort_order: z.int() })),
      questions: z.array(learningQuestionSchema),
      /** The reader's own latest attempt; null when none (and for visitors). */
      latestAttempt: quizAttemptSummarySchema.nullable(),
      /**
       * True when the reader may store attempts (POST /api/quiz/attempt); false for a preview
       * lesson read by someone not enrolled: grade with POST /api/quiz/preview-grade.
       */
      storesAttempts: z.boolean(),
    })
    .nullable(),
});
export type LessonForLearning = z.infer<typeof lessonForLearningSchema>;

// ---- POST /api/learning/progress ----

export const PROGRESS_EVENTS = ["opened", "heartbeat", "ended"] as const;
export type ProgressEvent = (typeof PROGRESS_EVENTS)[number];

export const progressReportSchema = z.object({
  lessonId: positiveIntId,
  /** Where the player is, in seconds (0 for documents, text and quizzes). */
  positionSeconds: z
    .number({ error: "validation.invalidValue" })
    .min(0, { error: "validation.tooSmall" })
    .max(1_000_000, { error: "validation.tooBig" }),
  event: z.enum(PROGRESS_EVENTS, { error: "validation.invalidValue" }),
});
export type ProgressReport = z.infer<typeof progressReportSchema>;

export const progressResultSchema = z.object({
  /** The lesson is complete (now or before). */
  completed: z.boolean(),
  progressPercent: z.int(),
  /** Null for staff learning without an enrollment. */
  enrollmentStatus: z.enum(ENROLLMENT_STATUSES).nullable(),
  /** Set once the course is complete and its certificate issued. */
  certificateCode: z.string().nullable(),
});
export type ProgressResult = z.infer<typeof progressResultSchema>;

// ---- Certificates ----

export const certificateCodeQuery = z.object({
  // Any text is accepted here so a malformed code is a clean 404, like an unknown one.
  code: z.string(),
  locale: z.string().optional(),
});

export const certificateRecordSchema = z.object({
  code: z.string(),
  student_name: z.string(),
  course_name: z.string(),
  course_slug: z.string().nullable(),
  issue_time: z.string(),
  /** The school's name (SITE_NAME). */
  issuer: z.string(),
});
export type CertificateRecord = z.infer<typeof certificateRecordSchema>;

export const myCertificateSchema = z.object({
  code: z.string(),
  course_id: z.int(),
  course_name: z.string(),
  course_slug: z.string().nullable(),
  issue_time: z.string(),
});
export type MyCertificate = z.infer<typeof myCertificateSchema>;

/** Where a certificate is verified, the URL its QR code holds. */
export const certificatePath = (code: string) => `/certificates/${encodeURIComponent(code)}`;

/** The page data object's `preload` key of a certificate page's record (a CertificateRecord). */
export const CERTIFICATE_PRELOAD_KEY = "certificate";
