// The values of the text columns that hold a closed set (validated by the application, not by
// CHECK constraints, so that adding a value needs no table rebuild on SQLite).

export type UserRole = "ADMIN" | "ADMIN_TRIAL" | "CONTENT_MANAGER" | "CONTENT_WRITER" | "CLIENT";
export type UserStatus = "PENDING" | "ACTIVE" | "INACTIVE" | "BANNED";
export type UserTokenKind = "VERIFY_EMAIL" | "RESET_PASSWORD" | "CHANGE_EMAIL";
export type Visibility = "PUBLIC" | "PRIVATE" | "ARCHIVED";
export type Delivery = "ONLINE" | "ONSITE" | "REMOTE";
export type CourseLevel = "BEGINNER" | "INTERMEDIATE" | "ADVANCED" | "ALL_LEVELS";
export type CourseLanguage = "vi" | "en";
export type LessonType = "VIDEO" | "AUDIO" | "DOCUMENT" | "QUIZ" | "TEXT";
export type QuestionType = "RADIO_BUTTONS" | "CHECKBOXES" | "TEXT_COMPLETION" | "WORD_ARRANGEMENT";
export type BannerPlace =
  | "HOME_HEADER"
  | "HOME_HEADER_ON_MOBILE"
  | "HOME_MIDDLE"
  | "HOME_BOTTOM"
  | "ABOUT_HEADER";
export type HlsStatus = "NONE" | "PENDING" | "PROCESSING" | "READY" | "FAILED";
export type OrderItemType = "COURSE" | "COMBO";
export type OrderStatus = "AWAITING_PAYMENT" | "PAID" | "CANCELLED";
export type EnrollmentStatus = "AWAITING_PAYMENT" | "ACTIVE" | "COMPLETED" | "CANCELLED";
export type TransactionProvider = "SEPAY" | "CASSO" | "MANUAL";
export type TransactionStatus = "MATCHED" | "NEEDS_REVIEW" | "IGNORED";
export type ReviewReason =
  | "UNKNOWN_CODE"
  | "UNDERPAID"
  | "WRONG_ACCOUNT"
  | "ALREADY_PAID"
  | "MALFORMED"
  | "EXPIRED";
export type ActorKind = "USER" | "WEBHOOK" | "SYSTEM";
export type ActivityType = "INSERT" | "UPDATE" | "DELETE";
export type JobStatus = "PENDING" | "RUNNING" | "DONE" | "FAILED";
export type NotificationType =
  | "ENROLLMENT_ACTIVATED"
  | "ORDER_EXPIRED"
  | "CERTIFICATE_ISSUED"
  | "PAYMENT_RECEIVED"
  | "PAYMENT_PARTIAL"
  | "PAYMENT_NEEDS_REVIEW"
  | "NEW_ACCOUNT"
  | "ARTICLE_SUBMITTED"
  | "SESSION_LIMIT";
