import type { Insertable, Selectable, Updateable } from "kysely";
import type {
  ActivityLogTable,
  ArticleTable,
  AudioTable,
  BannerTable,
  CertificateTable,
  ChapterTable,
  ComboCourseTable,
  ComboTable,
  CourseTable,
  DocumentTable,
  EnrollmentTable,
  FavoriteTable,
  ImageTable,
  JobTable,
  LessonProgressTable,
  LessonTable,
  NotificationTable,
  OrderItemTable,
  OrderTable,
  PromotionTable,
  QuestionGroupTable,
  QuestionTable,
  QuizAttemptTable,
  QuizTable,
  RateLimitTable,
  SessionTable,
  TransactionTable,
  UserTable,
  UserTokenTable,
  VideoTable,
} from "./schema.ts";

// Row, insert and update shapes per table: Selectable/Insertable/Updateable of schema.ts.

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type SessionRow = Selectable<SessionTable>;
export type NewSession = Insertable<SessionTable>;
export type SessionUpdate = Updateable<SessionTable>;
export type UserTokenRow = Selectable<UserTokenTable>;
export type NewUserToken = Insertable<UserTokenTable>;
export type UserTokenUpdate = Updateable<UserTokenTable>;
export type ImageRow = Selectable<ImageTable>;
export type NewImage = Insertable<ImageTable>;
export type ImageUpdate = Updateable<ImageTable>;
export type VideoRow = Selectable<VideoTable>;
export type NewVideo = Insertable<VideoTable>;
export type VideoUpdate = Updateable<VideoTable>;
export type AudioRow = Selectable<AudioTable>;
export type NewAudio = Insertable<AudioTable>;
export type AudioUpdate = Updateable<AudioTable>;
export type DocumentRow = Selectable<DocumentTable>;
export type NewDocument = Insertable<DocumentTable>;
export type DocumentUpdate = Updateable<DocumentTable>;
export type BannerRow = Selectable<BannerTable>;
export type NewBanner = Insertable<BannerTable>;
export type BannerUpdate = Updateable<BannerTable>;
export type CourseRow = Selectable<CourseTable>;
export type NewCourse = Insertable<CourseTable>;
export type CourseUpdate = Updateable<CourseTable>;
export type ChapterRow = Selectable<ChapterTable>;
export type NewChapter = Insertable<ChapterTable>;
export type ChapterUpdate = Updateable<ChapterTable>;
export type LessonRow = Selectable<LessonTable>;
export type NewLesson = Insertable<LessonTable>;
export type LessonUpdate = Updateable<LessonTable>;
export type QuizRow = Selectable<QuizTable>;
export type NewQuiz = Insertable<QuizTable>;
export type QuizUpdate = Updateable<QuizTable>;
export type QuestionGroupRow = Selectable<QuestionGroupTable>;
export type NewQuestionGroup = Insertable<QuestionGroupTable>;
export type QuestionGroupUpdate = Updateable<QuestionGroupTable>;
export type QuestionRow = Selectable<QuestionTable>;
export type NewQuestion = Insertable<QuestionTable>;
export type QuestionUpdate = Updateable<QuestionTable>;
export type ArticleRow = Selectable<ArticleTable>;
export type NewArticle = Insertable<ArticleTable>;
export type ArticleUpdate = Updateable<ArticleTable>;
export type PromotionRow = Selectable<PromotionTable>;
export type NewPromotion = Insertable<PromotionTable>;
export type PromotionUpdate = Updateable<PromotionTable>;
export type ComboRow = Selectable<ComboTable>;
export type NewCombo = Insertable<ComboTable>;
export type ComboUpdate = Updateable<ComboTable>;
export type ComboCourseRow = Selectable<ComboCourseTable>;
export type NewComboCourse = Insertable<ComboCourseTable>;
export type ComboCourseUpdate = Updateable<ComboCourseTable>;
export type OrderRow = Selectable<OrderTable>;
export type NewOrder = Insertable<OrderTable>;
export type OrderUpdate = Updateable<OrderTable>;
export type OrderItemRow = Selectable<OrderItemTable>;
export type NewOrderItem = Insertable<OrderItemTable>;
export type OrderItemUpdate = Updateable<OrderItemTable>;
export type EnrollmentRow = Selectable<EnrollmentTable>;
export type NewEnrollment = Insertable<EnrollmentTable>;
export type EnrollmentUpdate = Updateable<EnrollmentTable>;
export type TransactionRow = Selectable<TransactionTable>;
export type NewTransaction = Insertable<TransactionTable>;
export type TransactionUpdate = Updateable<TransactionTable>;
export type FavoriteRow = Selectable<FavoriteTable>;
export type NewFavorite = Insertable<FavoriteTable>;
export type FavoriteUpdate = Updateable<FavoriteTable>;
export type LessonProgressRow = Selectable<LessonProgressTable>;
export type NewLessonProgress = Insertable<LessonProgressTable>;
export type LessonProgressUpdate = Updateable<LessonProgressTable>;
export type QuizAttemptRow = Selectable<QuizAttemptTable>;
export type NewQuizAttempt = Insertable<QuizAttemptTable>;
export type QuizAttemptUpdate = Updateable<QuizAttemptTable>;
export type CertificateRow = Selectable<CertificateTable>;
export type NewCertificate = Insertable<CertificateTable>;
export type CertificateUpdate = Updateable<CertificateTable>;
export type NotificationRow = Selectable<NotificationTable>;
export type NewNotification = Insertable<NotificationTable>;
export type NotificationUpdate = Updateable<NotificationTable>;
export type ActivityLogRow = Selectable<ActivityLogTable>;
export type NewActivityLog = Insertable<ActivityLogTable>;
export type JobRow = Selectable<JobTable>;
export type NewJob = Insertable<JobTable>;
export type JobUpdate = Updateable<JobTable>;
export type RateLimitRow = Selectable<RateLimitTable>;
export type NewRateLimit = Insertable<RateLimitTable>;
export type RateLimitUpdate = Updateable<RateLimitTable>;
