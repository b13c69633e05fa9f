import { IconDownload } from "@tabler/icons-react";
import { type IconProps, LineIcon } from "../../components/icons/Icon.tsx";

// The checkout's icons: the shared copy and clock, and a download for the QR picture.

export { ClockIcon, CopyIcon } from "../../components/icons/pages.tsx";
export const DownloadIcon = (p: IconProps) => <LineIcon icon={IconDownload} {...p} />;
