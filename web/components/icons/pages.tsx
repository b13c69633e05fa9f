import type { Icon as TablerIcon } from "@tabler/icons-react";
import {
  IconAlertTriangle,
  IconAlignLeft,
  IconArrowsUpDown,
  IconAward,
  IconBell,
  IconBrandFacebookFilled,
  IconBrandLinkedinFilled,
  IconBrandMessengerFilled,
  IconBrandXFilled,
  IconCalendar,
  IconChartBar,
  IconCheck,
  IconChevronDown,
  IconCircleX,
  IconClipboardCheck,
  IconClock,
  IconCopy,
  IconDeviceDesktop,
  IconFileText,
  IconHeadphones,
  IconHeart,
  IconHeartFilled,
  IconInfinity,
  IconInfoCircle,
  IconLanguage,
  IconLock,
  IconLogout,
  IconMapPin,
  IconPlayerPlay,
  IconSearch,
  IconSettings,
  IconShare,
  IconUser,
  IconUsers,
  IconVideo,
  IconX,
} from "@tabler/icons-react";
import { type IconProps, LineIcon } from "./Icon.tsx";

// The app's names for the Tabler icons of pages, menus and dialogs (feedback, account, the top
// bar's menus, the course page's lesson kinds, what a course includes, liking and sharing, the
// share dialog). Not in the entry's chunk: the frame's few are in index.tsx (docs/decisions/052).

export const CheckIcon = (p: IconProps) => <LineIcon icon={IconCheck} {...p} />;
export const InfoIcon = (p: IconProps) => <LineIcon icon={IconInfoCircle} {...p} />;
export const WarningIcon = (p: IconProps) => <LineIcon icon={IconAlertTriangle} {...p} />;
export const ErrorIcon = (p: IconProps) => <LineIcon icon={IconCircleX} {...p} />;
export const BellIcon = (p: IconProps) => <LineIcon icon={IconBell} {...p} />;
export const UserIcon = (p: IconProps) => <LineIcon icon={IconUser} {...p} />;
export const SettingsIcon = (p: IconProps) => <LineIcon icon={IconSettings} {...p} />;
export const SignOutIcon = (p: IconProps) => <LineIcon icon={IconLogout} {...p} />;
export const SearchIcon = (p: IconProps) => <LineIcon icon={IconSearch} {...p} />;
export const LockIcon = (p: IconProps) => <LineIcon icon={IconLock} {...p} />;
export const CloseIcon = (p: IconProps) => <LineIcon icon={IconX} {...p} />;
export const ChevronDownIcon = (p: IconProps) => <LineIcon icon={IconChevronDown} {...p} />;
export const ArrowUpDownIcon = (p: IconProps) => <LineIcon icon={IconArrowsUpDown} {...p} />;

/** Outlined, or filled when the course is in the reader's favourites. */
export const HeartIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean }) => (
  <LineIcon icon={filled ? IconHeartFilled : IconHeart} {...p} />
);
export const ShareIcon = (p: IconProps) => <LineIcon icon={IconShare} {...p} />;
export const PlayCircleIcon = (p: IconProps) => <LineIcon icon={IconPlayerPlay} {...p} />;
export const VideoIcon = (p: IconProps) => <LineIcon icon={IconVideo} {...p} />;
export const HeadphonesIcon = (p: IconProps) => <LineIcon icon={IconHeadphones} {...p} />;
export const DocumentIcon = (p: IconProps) => <LineIcon icon={IconFileText} {...p} />;
export const QuizIcon = (p: IconProps) => <LineIcon icon={IconClipboardCheck} {...p} />;
export const TextLessonIcon = (p: IconProps) => <LineIcon icon={IconAlignLeft} {...p} />;
export const ClockIcon = (p: IconProps) => <LineIcon icon={IconClock} {...p} />;
export const CalendarIcon = (p: IconProps) => <LineIcon icon={IconCalendar} {...p} />;
export const MapPinIcon = (p: IconProps) => <LineIcon icon={IconMapPin} {...p} />;
export const InfinityIcon = (p: IconProps) => <LineIcon icon={IconInfinity} {...p} />;
export const AwardIcon = (p: IconProps) => <LineIcon icon={IconAward} {...p} />;
export const MonitorIcon = (p: IconProps) => <LineIcon icon={IconDeviceDesktop} {...p} />;
export const CopyIcon = (p: IconProps) => <LineIcon icon={IconCopy} {...p} />;
export const LevelIcon = (p: IconProps) => <LineIcon icon={IconChartBar} {...p} />;
export const LearnersIcon = (p: IconProps) => <LineIcon icon={IconUsers} {...p} />;
export const LanguageIcon = (p: IconProps) => <LineIcon icon={IconLanguage} {...p} />;

/** Brand marks are filled, as the networks draw them; 20 px unless told. */
const brand = (Glyph: TablerIcon) =>
  function BrandIcon({ size = 20 }: IconProps) {
    return <Glyph size={size} aria-hidden="true" focusable="false" />;
  };
export const FacebookIcon = /* @__PURE__ */ brand(IconBrandFacebookFilled);
export const MessengerIcon = /* @__PURE__ */ brand(IconBrandMessengerFilled);
export const XLogoIcon = /* @__PURE__ */ brand(IconBrandXFilled);
export const LinkedInIcon = /* @__PURE__ */ brand(IconBrandLinkedinFilled);
export { ZaloIcon } from "./ZaloIcon.tsx";
