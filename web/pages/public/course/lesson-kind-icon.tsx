import type { LessonType } from "../../../../shared/constants.ts";
import {
  DocumentIcon,
  HeadphonesIcon,
  QuizIcon,
  TextLessonIcon,
  VideoIcon,
} from "../../../components/icons/pages.tsx";

export const LESSON_KIND_ICONS: Record<LessonType, typeof VideoIcon> = {
  VIDEO: VideoIcon,
  AUDIO: HeadphonesIcon,
  DOCUMENT: DocumentIcon,
  QUIZ: QuizIcon,
  TEXT: TextLessonIcon,
};
