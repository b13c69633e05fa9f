import {
  IconArrowLeft,
  IconArrowRight,
  IconHome,
  IconMail,
  IconMoon,
  IconSun,
} from "@tabler/icons-react";
import { type IconProps, LineIcon } from "./Icon.tsx";

// The frame's icons: what the first screen of every page may draw (error screens, the colour
// scheme toggle, the pending-account notice, the home page's arrows, the trail's Home). The
// entry's chunk carries this module, so it holds only these; the icons of pages, menus and
// dialogs are in pages.tsx, which loads with them (docs/decisions/052).

export const ArrowLeftIcon = (p: IconProps) => <LineIcon icon={IconArrowLeft} {...p} />;
export const ArrowRightIcon = (p: IconProps) => <LineIcon icon={IconArrowRight} {...p} />;
export const SunIcon = (p: IconProps) => <LineIcon icon={IconSun} {...p} />;
export const MoonIcon = (p: IconProps) => <LineIcon icon={IconMoon} {...p} />;
export const MailIcon = (p: IconProps) => <LineIcon icon={IconMail} {...p} />;
export const HomeIcon = (p: IconProps) => <LineIcon icon={IconHome} {...p} />;
