import type { ComponentType } from "react";
import type { IconProps } from "../components/icons/Icon.tsx";
import {
  ActivityIcon,
  ArticleIcon,
  AudioIcon,
  BookIcon,
  CategoryIcon,
  DocumentIcon,
  FlagIcon,
  GridIcon,
  ImageIcon,
  LayersIcon,
  ListIcon,
  PackageIcon,
  QuizIcon,
  TagIcon,
  TicketIcon,
  UsersIcon,
  VideoIcon,
  WalletIcon,
} from "../components/icons/screens.tsx";
import type { ScreenKey } from "./dashboard-nav.ts";

/** The icon of each dashboard screen, for the side navigation and the dashboard's shortcuts. */
export const SCREEN_ICONS: Record<ScreenKey, ComponentType<IconProps>> = {
  dashboard: GridIcon,
  article_management: ArticleIcon,
  article_category_management: CategoryIcon,
  image_management: ImageIcon,
  video_management: VideoIcon,
  audio_management: AudioIcon,
  document_management: DocumentIcon,
  banner_management: FlagIcon,
  course_management: BookIcon,
  chapter_management: LayersIcon,
  lesson_management: ListIcon,
  quiz_management: QuizIcon,
  combo_management: PackageIcon,
  promotion_management: TagIcon,
  enrollment_management: TicketIcon,
  transaction_management: WalletIcon,
  user_management: UsersIcon,
  user_action_management: ActivityIcon,
};
