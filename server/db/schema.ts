import type { Generated } from "kysely";
import type {
  ActivityType,
  ActorKind,
  BannerPlace,
  CourseLanguage,
  CourseLevel,
  Delivery,
  EnrollmentStatus,
  HlsStatus,
  JobStatus,
  LessonType,
  NotificationType,
  OrderItemType,
  OrderStatus,
  QuestionType,
  ReviewReason,
  TransactionProvider,
  TransactionStatus,
  UserRole,
  UserStatus,
  UserTokenKind,
  Visibility,
} from "./enums.ts";

// One interface for both engines. Conventions the migrations guarantee:
// - times are UTC ISO-8601 strings with milliseconds ("2026-11-22T07:00:00.000Z") on both
//   engines (create-db.ts converts PostgreSQL's timestamptz), so compare them as strings;
// - JSON columns hold serialized JSON text (parse on read, stringify on write);
// - flags are integers 0/1, money is an integer number of dong.
// Columns with a database default are Generated<…>: optional on insert.
// Row aliases (CourseRow, NewCourse, CourseUpdate …) live in rows.ts, value unions in enums.ts;
// both are re-exported here.

export type * from "./enums.ts";
export type * from "./rows.ts";

/** UTC ISO-8601 string with milliseconds. */
export type IsoTime = string;
/** Serialized JSON (rich content, variants, answers …). */
export type JsonText = string;
/** 0 or 1. */
export type Flag = 0 | 1;

type Id = Generated<number>;
/** A time the database fills in on insert (now); set it yourself on update. */
type CreatedTime = Generated<IsoTime>;
/** Normalised search column (lower-case, no diacritics, đ → d), maintained on write. */
type SearchText = Generated<string>;

export interface UserTable {
  id: Id;
  email: string;
  password_hash: string;
  full_name: string;
  title: string | null;
  phone: string | null;
  introduction: string | null;
  avatar_image_id: number | null;
  role: Generated<UserRole>;
  status: Generated<UserStatus>;
  locale: Generated<string>;
  email_verified_time: IsoTime | null;
  create_time: CreatedTime;
  update_time: CreatedTime;
  search_text: SearchText;
}

export interface SessionTable {
  /** A hash of the cookie's random id: the cookie value itself is never stored. */
  id: string;
  user_id: number;
  create_time: CreatedTime;
  last_seen_time: CreatedTime;
  expire_time: IsoTime;
  ip: string | null;
  user_agent: string | null;
}

export interface UserTokenTable {
  id: Id;
  user_id: number;
  kind: UserTokenKind;
  token_hash: string;
  new_email: string | null;
  expire_time: IsoTime;
  used_time: IsoTime | null;
  create_time: CreatedTime;
}

/** Columns every media table has. */
interface MediaColumns {
  id: Id;
  title: Generated<string>;
  /** Folder of the kind plus subfolders, e.g. "images/2026/11/". */
  path: string;
  basename: string;
  /** With the dot, e.g. ".jpg". */
  extension: string;
  mime_type: string;
  /** Bytes. */
  size: number;
  creator_id: number | null;
  create_time: CreatedTime;
  search_text: SearchText;
}

export interface ImageTable extends MediaColumns {
  width: number | null;
  height: number | null;
  ratio: number | null;
  /** JSON: {"0w": …, "100w": …, "320w": …}. */
  variants: Generated<JsonText>;
  vector_graphic: string | null;
  /** The text read out for the image (its <img alt>); empty for none. */
  alt: Generated<string>;
}

export interface VideoTable extends MediaColumns {
  duration: number | null;
  width: number | null;
  height: number | null;
  hls_status: Generated<HlsStatus>;
}

export interface AudioTable extends MediaColumns {
  duration: number | null;
}

export interface DocumentTable extends MediaColumns {
  page_count: number | null;
}

export interface BannerTable {
  id: Id;
  caption: Generated<string>;
  image_id: number;
  place: BannerPlace;
  linked_url: string | null;
  sort_order: Generated<number>;
  /** Shown on the storefront from this instant on; null: no start. */
  starts_at: IsoTime | null;
  /** Shown until this instant; null: no end. */
  ends_at: IsoTime | null;
  create_time: CreatedTime;
  update_time: CreatedTime;
  search_text: SearchText;
}

export interface CourseTable {
  id: Id;
  slug: string;
  name: string;
  description: Generated<string>;
  price: Generated<number>;
  visibility: Generated<Visibility>;
  avatar_image_id: number | null;
  promotional_avatar_image_id: number | null;
  sharing_avatar_image_id: number | null;
  sharing_image_id: number | null;
  promotional_image_id: number | null;
  priority: Generated<number>;
  /** One per line. */
  objectives: Generated<string>;
  /** One per line. */
  requirements: Generated<string>;
  /** Rich content JSON. */
  introduction: JsonText | null;
  delivery: Generated<Delivery>;
  start_time: IsoTime | null;
  end_time: IsoTime | null;
  location: string | null;
  meeting_url: string | null;
  creator_id: number | null;
  promotion_id: number | null;
  level: CourseLevel | null;
  /** A subject key shared by related courses ("code", "design"…); null for none. */
  category: string | null;
  /** The language the course is taught in (migration 2026_11_27_1701); 'vi' for older rows. */
  language: Generated<CourseLanguage>;
  /** 1: listed first among the home page's featured courses, with a "Featured" badge; else 0. */
  is_featured: Generated<number>;
  /** ACTIVE and COMPLETED enrollments, kept by triggers on enrollment (migration 0191). */
  learner_count: Generated<number>;
  create_time: CreatedTime;
  update_time: CreatedTime;
  search_text: SearchText;
  /** The name lower-cased only (diacritics kept): course discovery's exact rank. */
  search_name: string | null;
  /** search_text with U+0001 before each word start (shared/search.ts markWordStarts). */
  search_name_words: string | null;
  /** The description normalised like search_text, word starts marked the same way. */
  search_description_words: string | null;
}

export interface ChapterTable {
  id: Id;
  course_id: number;
  name: string;
  sort_order: Generated<number>;
  create_time: CreatedTime;
  update_time: CreatedTime;
}

export interface LessonTable {
  id: Id;
  course_id: number;
  chapter_id: number | null;
  name: string;
  type: LessonType;
  video_id: number | null;
  audio_id: number | null;
  document_id: number | null;
  quiz_id: number | null;
  /** Rich content JSON. */
  content: JsonText | null;
  delivery: Generated<Delivery>;
  location: string | null;
  meeting_url: string | null;
  start_time: IsoTime | null;
  end_time: IsoTime | null;
  is_preview: Generated<Flag>;
  sort_order: Generated<number>;
  create_time: CreatedTime;
  update_time: CreatedTime;
}

export interface QuizTable {
  id: Id;
  name: string;
  create_time: CreatedTime;
  update_time: CreatedTime;
}

export interface QuestionGroupTable {
  id: Id;
  quiz_id: number;
  description: Generated<string>;
  sort_order: Generated<number>;
}

export interface QuestionTable {
  id: Id;
  quiz_id: number;
  group_id: number | null;
  type: QuestionType;
  title: Generated<string>;
  content: string | null;
  sort_order: Generated<number>;
  score: Generated<number>;
  /** JSON, shape per type (docs/product/data-model.md). */
  answer_values: Generated<JsonText>;
  /** JSON: [{value, text}]. */
  pieces: Generated<JsonText>;
  answer_explanation: string | null;
  /** TEXT_COMPLETION: 1 grades a blank typed without tone marks as its option. */
  accepts_unaccented: Generated<Flag>;
}

export interface ArticleTable {
  id: Id;
  slug: string;
  name: string;
  description: Generated<string>;
  /** Rich content JSON. */
  content: JsonText | null;
  avatar_image_id: number | null;
  banner_image_id: number | null;
  creator_id: number | null;
  visibility: Generated<Visibility>;
  priority: Generated<number>;
  submitted_time: IsoTime | null;
  create_time: CreatedTime;
  update_time: CreatedTime;
  search_text: SearchText;
  category_id: number | null;
}

export interface ArticleCategoryTable {
  id: Id;
  slug: string;
  name: string;
  create_time: CreatedTime;
  update_time: CreatedTime;
  search_text: SearchText;
}

export interface PromotionTable {
  id: Id;
  slug: string;
  name: string;
  description: Generated<string>;
  discount_percentage: number;
  start_time: IsoTime;
  end_time: IsoTime;
  visibility: Generated<Visibility>;
  priority: Generated<number>;
  image_id: number | null;
  create_time: CreatedTime;
  update_time: CreatedTime;
  search_text: SearchText;
}

export interface ComboTable {
  id: Id;
  slug: string;
  name: string;
  description: Generated<string>;
  price: Generated<number>;
  image_id: number | null;
  promotional_image_id: number | null;
  visibility: Generated<Visibility>;
  priority: Generated<number>;
  create_time: CreatedTime;
  update_time: CreatedTime;
  search_text: SearchText;
}

export interface ComboCourseTable {
  combo_id: number;
  course_id: number;
  sort_order: Generated<number>;
}

export interface OrderTable {
  id: Id;
  user_id: number;
  item_type: OrderItemType;
  /** A course id or a combo id, per item_type (no foreign key). */
  item_id: number;
  amount: number;
  reference_code: string;
  status: Generated<OrderStatus>;
  create_time: CreatedTime;
  paid_time: IsoTime | null;
  expire_time: IsoTime;
  /** Why an admin accepted the order as paid with less money than its amount; else null. */
  shortfall_reason: Generated<string | null>;
  /** A VAT invoice request (migration 0192): all four set together, or all null. */
  invoice_company: Generated<string | null>;
  /** Mã số thuế: 10 digits, or 10 digits, a hyphen and 3 (a branch). */
  invoice_tax_code: Generated<string | null>;
  invoice_address: Generated<string | null>;
  invoice_email: Generated<string | null>;
  invoice_request_time: Generated<IsoTime | null>;
  /** When the staff marked the request handled; the buyer may edit it until then. */
  invoice_handled_time: Generated<IsoTime | null>;
}

export interface OrderItemTable {
  id: Id;
  order_id: number;
  course_id: number;
  fee: number;
}

export interface EnrollmentTable {
  id: Id;
  user_id: number;
  course_id: number;
  status: Generated<EnrollmentStatus>;
  fee: Generated<number>;
  order_id: number | null;
  last_lesson_id: number | null;
  /** Completed lessons over all lessons of the course, 0–100 (server/features/learning). */
  progress_percent: Generated<number>;
  create_time: CreatedTime;
  activate_time: IsoTime | null;
  complete_time: IsoTime | null;
}

export interface TransactionTable {
  id: Id;
  provider: TransactionProvider;
  /** Null for MANUAL entries; (provider, provider_transaction_id) is unique otherwise. */
  provider_transaction_id: string | null;
  bank_reference: string | null;
  amount: number;
  message: Generated<string>;
  account_number: string | null;
  transaction_time: IsoTime;
  order_id: number | null;
  status: TransactionStatus;
  review_reason: ReviewReason | null;
  raw_payload: string | null;
  actor_kind: ActorKind;
  created_by: number | null;
  create_time: CreatedTime;
}

export interface FavoriteTable {
  user_id: number;
  course_id: number;
  create_time: CreatedTime;
}

export interface LessonProgressTable {
  user_id: number;
  lesson_id: number;
  course_id: number;
  position_seconds: Generated<number>;
  completed_time: IsoTime | null;
  update_time: CreatedTime;
}

export interface QuizAttemptTable {
  id: Id;
  user_id: number;
  quiz_id: number;
  /** JSON keyed by question id. */
  answers: JsonText;
  score: number;
  max_score: number;
  create_time: CreatedTime;
}

export interface CertificateTable {
  id: Id;
  code: string;
  user_id: number;
  course_id: number;
  student_name: string;
  course_name: string;
  issue_time: CreatedTime;
}

export interface NotificationTable {
  id: Id;
  user_id: number;
  type: NotificationType;
  title: string;
  body: Generated<string>;
  link: string | null;
  read_time: IsoTime | null;
  create_time: CreatedTime;
}

export interface ActivityLogTable {
  id: Id;
  /** No foreign key: the log outlives the users it names. */
  user_id: number | null;
  /** The user's e-mail, or "WEBHOOK" / "SYSTEM". */
  user_email: string | null;
  actor_kind: ActorKind;
  type: ActivityType;
  table_name: string;
  ip: string | null;
  affected_rows: Generated<number>;
  insert_id: number | null;
  query_statement: string;
  /** JSON array of bound values, secrets redacted. */
  query_values: Generated<JsonText>;
  /** The one row the write touched (its id), when it touched exactly one of a table with ids. */
  record_id: number | null;
  /** JSON list of `{ id, before, after }`: the changed columns' values, secrets redacted. */
  changes: JsonText | null;
  log_time: CreatedTime;
}

export interface JobTable {
  id: Id;
  name: string;
  payload: Generated<JsonText>;
  status: Generated<JobStatus>;
  priority: Generated<number>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_at: CreatedTime;
  locked_until: IsoTime | null;
  locked_by: string | null;
  last_error: string | null;
  create_time: CreatedTime;
  update_time: CreatedTime;
}

export interface RateLimitTable {
  key: string;
  count: Generated<number>;
  window_start: IsoTime;
  blocked_until: IsoTime | null;
}

/**
 * One row: the version of the data behind public answers, bumped at the commit of every
 * transaction that wrote a logged table (server/db/activity-log.ts; server/plugins/public-cache.ts).
 */
export interface CacheVersionTable {
  id: number;
  version: number;
}

/** Table names are the API's ref names. */
// ---- The dashboard's daily summary (docs/decisions/024-daily-figures.md) -------------------
// Kept by database triggers in the transaction of each write to the rows they sum; never
// written by application code. `day` is a GMT+07:00 day key (YYYY-MM-DD).

export interface DailyFigureTable {
  day: string;
  /** Sum of MATCHED transactions' amounts by transaction_time. */
  revenue: Generated<number>;
  /** Orders with a MATCHED payment, on the day of the first (order_payment_day). */
  paid_orders: Generated<number>;
  /** Enrollments by activate_time. */
  new_enrollments: Generated<number>;
  /** Accounts by create_time. */
  new_accounts: Generated<number>;
}

export interface DailyCourseSaleTable {
  day: string;
  course_id: number;
  /** Fees of the course's lines in orders first paid that day (order_payment_day). */
  revenue: Generated<number>;
  orders: Generated<number>;
}

/** The same as DailyCourseSaleTable by month (`month`: YYYY-MM). */
export interface MonthlyCourseSaleTable {
  month: string;
  course_id: number;
  revenue: Generated<number>;
  orders: Generated<number>;
}

/** The GMT+07:00 day of each order's first MATCHED payment, where its figures are counted. */
export interface OrderPaymentDayTable {
  order_id: number;
  day: string;
}

export interface DailyActiveStudentTable {
  day: string;
  user_id: number;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  user_token: UserTokenTable;
  image: ImageTable;
  video: VideoTable;
  audio: AudioTable;
  document: DocumentTable;
  banner: BannerTable;
  course: CourseTable;
  chapter: ChapterTable;
  lesson: LessonTable;
  quiz: QuizTable;
  question_group: QuestionGroupTable;
  question: QuestionTable;
  article: ArticleTable;
  article_category: ArticleCategoryTable;
  promotion: PromotionTable;
  combo: ComboTable;
  combo_course: ComboCourseTable;
  order: OrderTable;
  order_item: OrderItemTable;
  enrollment: EnrollmentTable;
  transaction: TransactionTable;
  favorite: FavoriteTable;
  lesson_progress: LessonProgressTable;
  quiz_attempt: QuizAttemptTable;
  certificate: CertificateTable;
  notification: NotificationTable;
  activity_log: ActivityLogTable;
  job: JobTable;
  rate_limit: RateLimitTable;
  cache_version: CacheVersionTable;
  daily_figure: DailyFigureTable;
  daily_course_sale: DailyCourseSaleTable;
  monthly_course_sale: MonthlyCourseSaleTable;
  order_payment_day: OrderPaymentDayTable;
  daily_active_student: DailyActiveStudentTable;
}

export type TableName = keyof Database;

/** Every table of Database, in creation order (parents first). */
export const TABLE_NAMES = [
  "user",
  "session",
  "user_token",
  "image",
  "video",
  "audio",
  "document",
  "banner",
  "promotion",
  "course",
  "chapter",
  "quiz",
  "question_group",
  "question",
  "lesson",
  "article_category",
  "article",
  "combo",
  "combo_course",
  "order",
  "order_item",
  "enrollment",
  "transaction",
  "favorite",
  "lesson_progress",
  "quiz_attempt",
  "certificate",
  "notification",
  "activity_log",
  "job",
  "rate_limit",
  "cache_version",
  "daily_figure",
  "daily_course_sale",
  "monthly_course_sale",
  "order_payment_day",
  "daily_active_student",
] as const satisfies readonly TableName[];
