/**
 * The product's closed lists and numbers, shared by the server, the web app and the tests.
 * Each list is an `as const` array (usable with `z.enum(LIST)`) with its union type beside it.
 * Values are stored upper-case in the database and sent as they are on the wire.
 */

export const ROLES = [
  "ADMIN",
  "ADMIN_TRIAL",
  "CONTENT_MANAGER",
  "CONTENT_WRITER",
  "CLIENT",
] as const;
export type Role = (typeof ROLES)[number];

/** The roles that open the dashboard (everyone but CLIENT). */
export const STAFF_ROLES = [
  "ADMIN",
  "ADMIN_TRIAL",
  "CONTENT_MANAGER",
  "CONTENT_WRITER",
] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The names of the abilities `/api/account/info` carries (`resource.action` → boolean), computed
 * by the server's policy module; the web app enables menus and controls from them and never
 * re-derives a rule. A test keeps this list equal to the policies' actions.
 */
export const ABILITIES = [
  "dashboard.view",
  "dashboard.viewSales",
  "dashboard.viewSettings",
  "media.view",
  "media.create",
  "media.update",
  "media.delete",
  "article.view",
  "article.viewAll",
  "article.create",
  "article.update",
  "article.delete",
  "article.publish",
  "article.submit",
  "user.view",
  "user.seeContacts",
  "user.updateRole",
  "user.updateStatus",
  "activity_log.view",
  "banner.view",
  "banner.create",
  "banner.update",
  "banner.delete",
  "course.view",
  "course.create",
  "course.learnAll",
  "course.update",
  "course.delete",
  "chapter.view",
  "chapter.create",
  "chapter.update",
  "chapter.delete",
  "lesson.view",
  "lesson.create",
  "lesson.update",
  "lesson.delete",
  "quiz.view",
  "quiz.create",
  "quiz.update",
  "quiz.delete",
  "enrollment.view",
  "enrollment.create",
  "enrollment.update",
  "enrollment.delete",
  "enrollment.activate",
  "enrollment.complete",
  "transaction.view",
  "transaction.create",
  "transaction.attach",
  "order.view",
  "order.handleInvoice",
  "combo.view",
  "combo.create",
  "combo.update",
  "combo.delete",
  "promotion.view",
  "promotion.create",
  "promotion.update",
  "promotion.delete",
  // Issue 16: article categories.
  "article_category.view",
  "article_category.create",
  "article_category.update",
  "article_category.delete",
] as const;
export type AbilityName = (typeof ABILITIES)[number];

/** The roles allowed on commerce and user management; ADMIN_TRIAL only reads (docs/product/roles-and-permissions.md "Role matrix"). */
export const ADMIN_ROLES = ["ADMIN", "ADMIN_TRIAL"] as const satisfies readonly Role[];
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const USER_STATUSES = ["PENDING", "ACTIVE", "INACTIVE", "BANNED"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const VISIBILITIES = ["PUBLIC", "PRIVATE", "ARCHIVED"] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const DELIVERIES = ["ONLINE", "ONSITE", "REMOTE"] as const;
export type Delivery = (typeof DELIVERIES)[number];

/** A course's level as its card shows it; a course may leave it unsaid (null). */
export const COURSE_LEVELS = ["BEGINNER", "INTERMEDIATE", "ADVANCED", "ALL_LEVELS"] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/**
 * The language a course is taught in (one per course: authored content is not translated),
 * as a BCP 47 tag, the same as the interface's LOCALES: the course page marks its text with it.
 */
export const COURSE_LANGUAGES = ["vi", "en"] as const;
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];
export const DEFAULT_COURSE_LANGUAGE: CourseLanguage = "vi";

export const LESSON_TYPES = ["VIDEO", "AUDIO", "DOCUMENT", "QUIZ", "TEXT"] as const;
export type LessonType = (typeof LESSON_TYPES)[number];

export const QUESTION_TYPES = [
  "RADIO_BUTTONS",
  "CHECKBOXES",
  "TEXT_COMPLETION",
  "WORD_ARRANGEMENT",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const BANNER_PLACES = [
  "HOME_HEADER",
  "HOME_HEADER_ON_MOBILE",
  "HOME_MIDDLE",
  "HOME_BOTTOM",
  "ABOUT_HEADER",
] as const;
export type BannerPlace = (typeof BANNER_PLACES)[number];

export const ENROLLMENT_STATUSES = [
  "AWAITING_PAYMENT",
  "ACTIVE",
  "COMPLETED",
  "CANCELLED",
] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/** The statuses that give lifetime access to a course. */
export const ACCESS_ENROLLMENT_STATUSES = [
  "ACTIVE",
  "COMPLETED",
] as const satisfies readonly EnrollmentStatus[];

export const ORDER_STATUSES = ["AWAITING_PAYMENT", "PAID", "CANCELLED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_ITEM_TYPES = ["COURSE", "COMBO"] as const;
export type OrderItemType = (typeof ORDER_ITEM_TYPES)[number];

/** The `{type}` segment of `/checkout/{type}/{id}`: the order item type, lower-case. */
export const CHECKOUT_TYPES = ["course", "combo"] as const;
export type CheckoutType = (typeof CHECKOUT_TYPES)[number];

export const TRANSACTION_PROVIDERS = ["SEPAY", "CASSO", "MANUAL"] as const;
export type TransactionProvider = (typeof TRANSACTION_PROVIDERS)[number];

export const TRANSACTION_STATUSES = ["MATCHED", "NEEDS_REVIEW", "IGNORED"] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const REVIEW_REASONS = [
  "UNKNOWN_CODE",
  "UNDERPAID",
  "WRONG_ACCOUNT",
  "ALREADY_PAID",
  "MALFORMED",
  "EXPIRED",
] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

export const ACTOR_KINDS = ["USER", "WEBHOOK", "SYSTEM"] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/**
 * The business tables, whose writes the activity log records, in the schema's creation order:
 * the server logs exactly these (server/db/activity-log-statement.ts, which also lists the
 * bookkeeping tables it leaves out) and the activity log screen filters by them.
 */
export const LOGGED_TABLES = [
  "user",
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
  "quiz_attempt",
  "certificate",
  "notification",
] as const;

export const NOTIFICATION_TYPES = [
  "ENROLLMENT_ACTIVATED",
  "ORDER_EXPIRED",
  "CERTIFICATE_ISSUED",
  "PAYMENT_RECEIVED",
  "PAYMENT_PARTIAL",
  "PAYMENT_NEEDS_REVIEW",
  "NEW_ACCOUNT",
  "ARTICLE_SUBMITTED",
  "SESSION_LIMIT",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Media kinds are lower-case: they are also table names and ref names. */
export const MEDIA_KINDS = ["image", "video", "audio", "document"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const DASHBOARD_PERIODS = ["DAY", "WEEK", "MONTH", "QUARTER", "YEAR"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const LIST_OPERATORS = ["=", "!=", ">=", "<=", ">", "<", "LIKE", "IN"] as const;
export type ListOperator = (typeof LIST_OPERATORS)[number];

export const ORDER_DIRECTIONS = ["asc", "desc"] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

export const DISCOVER_SORTS = [
  "relevance",
  "newest",
  "price_asc",
  "price_desc",
  "priority",
] as const;
export type DiscoverSort = (typeof DISCOVER_SORTS)[number];

export const LOCALES = ["vi", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "vi";
/** Name of the query parameter and of the cookie that carry the locale. */
export const LOCALE_PARAM = "locale";

// Lists and pages.
export const PAGE_SIZE = 12;
export const MANAGEMENT_PAGE_SIZE = 24;
export const LIST_LIMIT_MAX = 100;
export const FEATURED_ARTICLES = 5;
export const FEATURED_NEWS = 6;

// Timing.
export const COUNTDOWN_THRESHOLD_HOURS = 48;
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;
export const LOADING_PLACEHOLDER_DELAY_MS = 300;
export const TOOLTIP_DELAY_MS = 500;
export const TOAST_DURATION_MS = {
  success: 4000,
  info: 4000,
  warn: 6000,
  error: 30_000,
} as const;
export type ToastKind = keyof typeof TOAST_DURATION_MS;
export const TOAST_COLLAPSE_MS = 300;

// Accounts.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const RESEND_WAIT_SECONDS = 60;
export const VERIFY_TOKEN_TTL_HOURS = 24;
export const RESET_TOKEN_TTL_HOURS = 1;
export const SESSION_IDLE_DAYS = 30;
export const SESSION_ABSOLUTE_DAYS = 90;

// Commerce and learning.
export const ORDER_EXPIRY_DAYS = 7;
/**
 * A transfer for an order CANCELLED by expiry still pays it (at the amount locked at checkout)
 * for this many days after it expired; later, it goes to the review queue (EXPIRED), so that a
 * promotion's price cannot be kept for months (docs/decisions/009-late-transfers.md).
 */
export const LATE_TRANSFER_GRACE_DAYS = 7;
export const CURRENCY = "VND";
/** Media counts as played when this share of its duration has been reached. */
export const MEDIA_COMPLETION_RATIO = 0.9;
/** How far a Casso v2 signature timestamp may be from now. */
export const WEBHOOK_SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

// Time zone: Vietnam has no daylight saving time, so a fixed offset is exact.
export const SITE_TIME_ZONE = "Asia/Ho_Chi_Minh";
export const SITE_UTC_OFFSET_MINUTES = 7 * 60;
export const SITE_TIME_ZONE_LABEL = "GMT+07:00 Bangkok/Hanoi/Jakarta";

// Date pickers.
export const DATE_RANGE_PRESET_MAX_DAYS = 500;

// Drag and drop (docs/product/constants.md "Auto-scroll defaults"): scrolling starts when the dragged item comes
// within this many pixels of a scroll container's edge, by up to this many pixels a step.
export const AUTO_SCROLL_SENSITIVITY_PX = 30;
export const AUTO_SCROLL_SPEED = 10;
export const YEAR_RANGE_SPAN = 100;

// Rich content: list items nest up to this depth, as Draft.js raw content does.
export const RICH_CONTENT_MAX_DEPTH = 4;

// Layout numbers of docs/product/constants.md, for the web app and the page shell.
export const BREAKPOINTS = { tablet: 600, desktop: 1000 } as const;
export const TOP_BAR_HEIGHT_PX = 70;
export const COURSE_SIDEBAR_WIDTH_PX = 350;
export const CONTENT_MAX_WIDTH_PX = 1100;
export const ITEM_CARD_IMAGE_RATIO = 1.5;
export const BANNER_RATIO_DESKTOP = 3.5;
export const BANNER_RATIO_MOBILE = 16 / 9;
export const DROPDOWN_MAX_HEIGHT_PX = 400;
export const TOOLTIP_MAX_WIDTH_PX = 300;

/** Id of the `<script type="application/json">` element holding the page data object. */
export const APP_DATA_ELEMENT_ID = "app-data";
