import type { Insertable, Kysely } from "kysely";
import type { Database } from "../server/db/schema.ts";
import { normalizeSearch } from "../shared/search.ts";

/**
 * Factories: each inserts one row with sensible defaults and returns it with its id. Tests pass
 * only the fields they care about. Password hashes are placeholders: tests that sign in set a
 * real one.
 */

type Db = Kysely<Database>;
let counter = 0;
const next = () => ++counter;

async function insert<T extends keyof Database & string>(
  db: Db,
  table: T,
  values: Insertable<Database[T]>,
): Promise<{ id: number } & Insertable<Database[T]>> {
  // biome-ignore lint/suspicious/noExplicitAny: generic over every table
  const row = await (db as Kysely<any>)
    .insertInto(table)
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return { ...values, id: Number(row.id) };
}

export function createUser(db: Db, values: Partial<Insertable<Database["user"]>> = {}) {
  const n = next();
  const fullName = values.full_name ?? `Người dùng ${n}`;
  return insert(db, "user", {
    email: `user${n}@example.com`,
    password_hash: "not-a-real-hash",
    role: "CLIENT",
    status: "ACTIVE",
    ...values,
    full_name: fullName,
    search_text: normalizeSearch(fullName),
  });
}

export function createImage(db: Db, values: Partial<Insertable<Database["image"]>> = {}) {
  const n = next();
  const title = values.title ?? `Ảnh ${n}`;
  return insert(db, "image", {
    path: "images/2026/11/",
    basename: `img${n}`,
    extension: ".jpg",
    mime_type: "image/jpeg",
    size: 1000,
    width: 1200,
    height: 800,
    ratio: 1.5,
    variants: JSON.stringify({ "0w": 1200, "100w": 100, "320w": 320 }),
    ...values,
    title,
    search_text: normalizeSearch(title),
  });
}

export function createVideo(db: Db, values: Partial<Insertable<Database["video"]>> = {}) {
  const n = next();
  const title = values.title ?? `Video ${n}`;
  return insert(db, "video", {
    path: "videos/2026/11/",
    basename: `vid${n}`,
    extension: ".mp4",
    mime_type: "video/mp4",
    size: 5000,
    duration: 125.5,
    width: 640,
    height: 360,
    ...values,
    title,
    search_text: normalizeSearch(title),
  });
}

export function createPromotion(db: Db, values: Partial<Insertable<Database["promotion"]>> = {}) {
  const n = next();
  const name = values.name ?? `Khuyến mãi ${n}`;
  const now = Date.now();
  return insert(db, "promotion", {
    slug: `khuyen-mai-${n}`,
    discount_percentage: 20,
    start_time: new Date(now - 86_400_000).toISOString(),
    end_time: new Date(now + 7 * 86_400_000).toISOString(),
    visibility: "PUBLIC",
    ...values,
    name,
    search_text: normalizeSearch(name),
  });
}

export function createCourse(db: Db, values: Partial<Insertable<Database["course"]>> = {}) {
  const n = next();
  const name = values.name ?? `Khoá học ${n}`;
  return insert(db, "course", {
    slug: `khoa-hoc-${n}`,
    description: `Mô tả khoá học ${n}`,
    price: 500_000,
    visibility: "PUBLIC",
    priority: 0,
    ...values,
    name,
    search_text: normalizeSearch(name),
  });
}

export function createChapter(db: Db, values: Insertable<Database["chapter"]>) {
  return insert(db, "chapter", values);
}

export function createLesson(
  db: Db,
  values: Pick<Insertable<Database["lesson"]>, "course_id"> &
    Partial<Insertable<Database["lesson"]>>,
) {
  return insert(db, "lesson", { name: `Bài học ${next()}`, type: "TEXT", ...values });
}

export function createQuiz(db: Db, values: Partial<Insertable<Database["quiz"]>> = {}) {
  return insert(db, "quiz", { name: `Bài kiểm tra ${next()}`, ...values });
}

export function createQuestion(
  db: Db,
  values: Pick<Insertable<Database["question"]>, "quiz_id"> &
    Partial<Insertable<Database["question"]>>,
) {
  return insert(db, "question", {
    type: "RADIO_BUTTONS",
    title: `Câu hỏi ${next()}`,
    score: 1,
    pieces: JSON.stringify([
      { value: "a", text: "Đáp án A" },
      { value: "b", text: "Đáp án B" },
    ]),
    answer_values: JSON.stringify("a"),
    answer_explanation: "Vì A đúng.",
    ...values,
  });
}

export function createEnrollment(
  db: Db,
  values: Pick<Insertable<Database["enrollment"]>, "user_id" | "course_id"> &
    Partial<Insertable<Database["enrollment"]>>,
) {
  return insert(db, "enrollment", { status: "ACTIVE", fee: 0, ...values });
}
