import type { Category } from "../art/palette.ts";
import type { AudioKey, VideoKey } from "./types.ts";

/** The generated clips: made once per seed, stored once for the previews and once for paid lessons. */
export const VIDEO_CLIPS: Record<
  VideoKey,
  { title: string; heading: string; category: Category; seconds: number; tone: number }
> = {
  intro: {
    title: "Video giới thiệu khoá học (mẫu)",
    heading: "Chào mừng bạn đến với khoá học",
    category: "news",
    seconds: 6,
    tone: 440,
  },
  lecture: {
    title: "Video bài giảng (mẫu)",
    heading: "Bài giảng: những khái niệm cốt lõi",
    category: "code",
    seconds: 8,
    tone: 523.25,
  },
  practice: {
    title: "Video thực hành (mẫu)",
    heading: "Thực hành cùng giảng viên",
    category: "design",
    seconds: 5,
    tone: 659.25,
  },
};

export const AUDIO_CLIPS: Record<
  AudioKey,
  { title: string; seconds: number; chord: [number, number, number] }
> = {
  podcast: { title: "Bản ghi âm bài giảng (mẫu)", seconds: 10, chord: [261.63, 329.63, 392] },
  listening: { title: "Bài nghe luyện tập (mẫu)", seconds: 8, chord: [293.66, 369.99, 440] },
};
