import {
  IconActivity,
  IconArticle,
  IconBook,
  IconCategory,
  IconFileText,
  IconFlag,
  IconHelpCircle,
  IconLayoutGrid,
  IconList,
  IconMusic,
  IconPackage,
  IconPhoto,
  IconStack2,
  IconTag,
  IconTicket,
  IconUsers,
  IconVideo,
  IconWallet,
} from "@tabler/icons-react";
import { type IconProps, LineIcon } from "./Icon.tsx";

// Icons of the dashboard screens and areas, one per side-navigation entry.

export const UsersIcon = (p: IconProps) => <LineIcon icon={IconUsers} {...p} />;
export const GridIcon = (p: IconProps) => <LineIcon icon={IconLayoutGrid} {...p} />;
export const BookIcon = (p: IconProps) => <LineIcon icon={IconBook} {...p} />;
export const ImageIcon = (p: IconProps) => <LineIcon icon={IconPhoto} {...p} />;
export const VideoIcon = (p: IconProps) => <LineIcon icon={IconVideo} {...p} />;
export const AudioIcon = (p: IconProps) => <LineIcon icon={IconMusic} {...p} />;
export const DocumentIcon = (p: IconProps) => <LineIcon icon={IconFileText} {...p} />;
export const ArticleIcon = (p: IconProps) => <LineIcon icon={IconArticle} {...p} />;
export const FlagIcon = (p: IconProps) => <LineIcon icon={IconFlag} {...p} />;
export const LayersIcon = (p: IconProps) => <LineIcon icon={IconStack2} {...p} />;
export const ListIcon = (p: IconProps) => <LineIcon icon={IconList} {...p} />;
export const QuizIcon = (p: IconProps) => <LineIcon icon={IconHelpCircle} {...p} />;
export const PackageIcon = (p: IconProps) => <LineIcon icon={IconPackage} {...p} />;
export const TagIcon = (p: IconProps) => <LineIcon icon={IconTag} {...p} />;
export const TicketIcon = (p: IconProps) => <LineIcon icon={IconTicket} {...p} />;
export const WalletIcon = (p: IconProps) => <LineIcon icon={IconWallet} {...p} />;
export const CategoryIcon = (p: IconProps) => <LineIcon icon={IconCategory} {...p} />;
export const ActivityIcon = (p: IconProps) => <LineIcon icon={IconActivity} {...p} />;
