import type { CourseLevel } from "../../../shared/constants.ts";
import type { Delivery, QuestionType, Visibility } from "../../db/schema.ts";
import type { Category } from "../art/palette.ts";
import type { BlockSpec } from "../rich.ts";
import type { ArticleCategorySlug } from "./article-categories.ts";
import type { DocumentKey } from "./documents.ts";

/** Shapes of the demo data. Relations use readable keys; the writer turns them into ids. */

export type StaffKey = "director" | "trial" | "manager" | "writer" | "teacher";
export type StudentKey = "student1" | "student2" | "student3" | "student4" | "student5";
export type PromotionKey = "flash" | "autumn";
export type VideoKey = "intro" | "lecture" | "practice";
export type AudioKey = "podcast" | "listening";
export type QuizKey = "python" | "javascript" | "excel" | "english" | "marketing";

export type Rich = (BlockSpec | BlockSpec[])[];

export type LessonSeed =
  | { type: "VIDEO"; name: string; video?: VideoKey; notes?: Rich }
  | { type: "AUDIO"; name: string; audio?: AudioKey }
  | { type: "DOCUMENT"; name: string; document?: DocumentKey }
  | { type: "QUIZ"; name: string; quiz: QuizKey }
  | { type: "TEXT"; name: string; content?: Rich }
  /** A class meeting of an onsite or remote course: a TEXT lesson with its own time. */
  | { type: "SESSION"; name: string; agenda: string[] };

export interface ChapterSeed {
  name: string;
  lessons: LessonSeed[];
}

export interface CourseSeed {
  slug: string;
  name: string;
  category: Category;
  level: CourseLevel;
  description: string;
  price: number;
  priority: number;
  /** Listed first among the home page's featured courses, with the "Nổi bật" badge (decision 042). */
  featured?: boolean;
  visibility?: Visibility;
  delivery?: Delivery;
  /** Onsite courses: where the class meets. */
  location?: string;
  /** Remote courses: the class's video call. */
  meetingUrl?: string;
  /**
   * Onsite and remote courses: the first session is on `weekday` (0 = Sunday) at least
   * `startsInDays` days after the seed, 18:30–20:30 Vietnam time, then one a week.
   */
  startsInDays?: number;
  weekday?: number;
  creator: StaffKey;
  updatedDaysAgo: number;
  promotion?: PromotionKey;
  objectives: string[];
  requirements: string[];
  introduction: Rich;
  /** Lessons before the first chapter (chapter_id null). */
  looseLessons?: LessonSeed[];
  chapters: ChapterSeed[];
}

export interface QuestionSeed {
  type: QuestionType;
  title: string;
  /** TEXT_COMPLETION: the sentence with a `{{blank}}` per blank. */
  content?: string;
  score: number;
  /** Shown order; WORD_ARRANGEMENT shows them in this order. */
  pieces: { value: string; text: string }[];
  /** RADIO_BUTTONS: a value; the other types: an array of values. */
  answer: string | string[];
  explanation: string;
}

export interface QuizSeed {
  name: string;
  groups: { description: string; questions: QuestionSeed[] }[];
}

export interface ArticleSeed {
  slug: string;
  name: string;
  description: string;
  category: Category;
  /** Its article_category (article-categories.ts); the fixed pages have none. */
  filedUnder?: ArticleCategorySlug;
  /** The pill over the title on its image. */
  label: string;
  creator: StaffKey;
  priority: number;
  updatedDaysAgo: number;
  withBanner?: boolean;
  content: Rich;
}
