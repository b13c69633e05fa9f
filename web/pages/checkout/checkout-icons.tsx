import { IconDownload } from "@tabler/icons-react";
import { type IconProps, LineIcon } from "../../components/icons/Icon.tsx";

// The checkout's icons: the frame's copy and clock, and a download for the QR picture.

export { ClockIcon, CopyIcon } from "../../components/icons/index.tsx";
export const DownloadIcon = (p: IconProps) => <LineIcon icon={IconDownload} {...p} />;
