import type { DocumentKey } from "./documents.ts";
import type { AudioKey, LessonSeed, QuizKey, Rich, VideoKey } from "./types.ts";

// Short constructors so that a curriculum reads like a table of contents.

export const video = (name: string, clip?: VideoKey, notes?: Rich): LessonSeed => ({
  type: "VIDEO",
  name,
  video: clip,
  notes,
});
export const audio = (name: string, clip?: AudioKey): LessonSeed => ({
  type: "AUDIO",
  name,
  audio: clip,
});
export const doc = (name: string, document?: DocumentKey): LessonSeed => ({
  type: "DOCUMENT",
  name,
  document,
});
export const quiz = (name: string, key: QuizKey): LessonSeed => ({ type: "QUIZ", name, quiz: key });
export const text = (name: string, content?: Rich): LessonSeed => ({ type: "TEXT", name, content });
export const session = (name: string, ...agenda: string[]): LessonSeed => ({
  type: "SESSION",
  name,
  agenda,
});
