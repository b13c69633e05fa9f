import type { Insertable, Kysely } from "kysely";
import type { Database } from "../server/db/schema.ts";
import { newReferenceCode } from "../server/features/orders/reference-code.ts";
import { hashPassword } from "../server/lib/passwords.ts";
import { courseSearchColumns, normalizeSearch } from "../shared/search.ts";

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
    ...courseSearchColumns(
      name,
      values.description === undefined ? `Mô tả khoá học ${n}` : values.description,
    ),
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

export function createQuestionGroup(
  db: Db,
  values: Pick<Insertable<Database["question_group"]>, "quiz_id"> &
    Partial<Insertable<Database["question_group"]>>,
) {
  return insert(db, "question_group", { description: `Phần ${next()}`, ...values });
}

/**
 * One question of each type on the quiz, with `answer_values` and an explanation, in the JSON
 * shapes of docs/product/data-model.md. Scores 1, 2, 3 and 4 (maximum 10).
 */
export async function createQuestionOfEachType(db: Db, quizId: number, groupId?: number) {
  const on = { quiz_id: quizId, group_id: groupId ?? null };
  const words = (...texts: string[]) => JSON.stringify(texts.map((t) => ({ value: t, text: t })));
  const radio = await createQuestion(db, { ...on, sort_order: 1, score: 1 });
  const checkboxes = await createQuestion(db, {
    ...on,
    type: "CHECKBOXES",
    sort_order: 2,
    score: 2,
    pieces: JSON.stringify([
      { value: "a", text: "Hà Nội" },
      { value: "b", text: "Paris" },
      { value: "c", text: "Huế" },
    ]),
    answer_values: JSON.stringify(["a", "c"]),
    answer_explanation: "Hà Nội và Huế ở Việt Nam.",
  });
  const textCompletion = await createQuestion(db, {
    ...on,
    type: "TEXT_COMPLETION",
    sort_order: 3,
    score: 3,
    content: "The report is due {{blank}} Friday, {{blank}} 5 p.m.",
    pieces: words("on", "by", "in"),
    answer_values: JSON.stringify(["on", "by"]),
    answer_explanation: "On + thứ trong tuần; by = chậm nhất.",
  });
  const wordArrangement = await createQuestion(db, {
    ...on,
    type: "WORD_ARRANGEMENT",
    sort_order: 4,
    score: 4,
    pieces: words("forward", "I", "look"),
    answer_values: JSON.stringify(["I", "look", "forward"]),
    answer_explanation: "Chủ ngữ đứng đầu câu.",
  });
  return { radio, checkboxes, textCompletion, wordArrangement };
}

export function createArticle(db: Db, values: Partial<Insertable<Database["article"]>> = {}) {
  const n = next();
  const name = values.name ?? `Bài viết ${n}`;
  return insert(db, "article", {
    slug: `bai-viet-${n}`,
    visibility: "PUBLIC",
    ...values,
    name,
    search_text: normalizeSearch(name),
  });
}

/** A user who can sign in with `password` (a real argon2id hash). */
export async function createUserWithPassword(
  db: Db,
  password: string,
  values: Partial<Insertable<Database["user"]>> = {},
) {
  return createUser(db, { ...values, password_hash: await hashPassword(password) });
}

export function createNotification(
  db: Db,
  values: Pick<Insertable<Database["notification"]>, "user_id"> &
    Partial<Insertable<Database["notification"]>>,
) {
  const n = next();
  return insert(db, "notification", {
    type: "NEW_ACCOUNT",
    title: `Thông báo ${n}`,
    body: `Nội dung ${n}`,
    ...values,
  });
}

export function createAudio(db: Db, values: Partial<Insertable<Database["audio"]>> = {}) {
  const n = next();
  const title = values.title ?? `Âm thanh ${n}`;
  return insert(db, "audio", {
    path: "audios/2026/11/",
    basename: `aud${n}`,
    extension: ".mp3",
    mime_type: "audio/mpeg",
    size: 3000,
    duration: 61,
    ...values,
    title,
    search_text: normalizeSearch(title),
  });
}

export function createDocument(db: Db, values: Partial<Insertable<Database["document"]>> = {}) {
  const n = next();
  const title = values.title ?? `Tài liệu ${n}`;
  return insert(db, "document", {
    path: "documents/2026/11/",
    basename: `doc${n}`,
    extension: ".pdf",
    mime_type: "application/pdf",
    size: 2000,
    page_count: 2,
    ...values,
    title,
    search_text: normalizeSearch(title),
  });
}

export function createCombo(db: Db, values: Partial<Insertable<Database["combo"]>> = {}) {
  const n = next();
  const name = values.name ?? `Combo ${n}`;
  return insert(db, "combo", {
    slug: `combo-${n}`,
    price: 1_000_000,
    visibility: "PUBLIC",
    ...values,
    name,
    search_text: normalizeSearch(name),
  });
}

/** A combo with these courses, in this order. */
export async function createComboWithCourses(
  db: Db,
  courseIds: readonly number[],
  values: Partial<Insertable<Database["combo"]>> = {},
) {
  const combo = await createCombo(db, values);
  await db
    .insertInto("combo_course")
    .values(courseIds.map((course_id, i) => ({ combo_id: combo.id, course_id, sort_order: i })))
    .execute();
  return combo;
}

/**
 * An order with one line per course (fees given, or the amount on the first line), and the
 * user's AWAITING_PAYMENT enrollment of each line, as checkout leaves them. A fresh reference
 * code; expiry in 7 days.
 */
export async function createOrder(
  db: Db,
  values: Pick<Insertable<Database["order"]>, "user_id"> &
    Partial<Insertable<Database["order"]>> & {
      lines: ReadonlyArray<{ course_id: number; fee?: number }>;
    },
) {
  const { lines, ...orderValues } = values;
  const amount = orderValues.amount ?? lines.reduce((sum, l) => sum + (l.fee ?? 0), 0);
  const order = await insert(db, "order", {
    item_type: "COURSE",
    item_id: lines[0]?.course_id ?? 0,
    reference_code: newReferenceCode(),
    status: "AWAITING_PAYMENT",
    expire_time: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    ...orderValues,
    amount,
  });
  for (const [i, line] of lines.entries()) {
    const fee = line.fee ?? (i === 0 ? amount : 0);
    await db
      .insertInto("order_item")
      .values({ order_id: order.id, course_id: line.course_id, fee })
      .execute();
    await db
      .insertInto("enrollment")
      .values({
        user_id: order.user_id,
        course_id: line.course_id,
        status: "AWAITING_PAYMENT",
        fee,
        order_id: order.id,
      })
      .onConflict((oc) => oc.columns(["user_id", "course_id"]).doNothing())
      .execute();
  }
  return order;
}

export function createTransaction(
  db: Db,
  values: Partial<Insertable<Database["transaction"]>> = {},
) {
  const n = next();
  return insert(db, "transaction", {
    provider: "SEPAY",
    provider_transaction_id: `test-${n}`,
    amount: 100_000,
    message: "",
    account_number: "0123456789",
    transaction_time: new Date().toISOString(),
    status: "NEEDS_REVIEW",
    review_reason: "UNKNOWN_CODE",
    actor_kind: "WEBHOOK",
    ...values,
  });
}
