import {
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconPencil,
  IconRefresh,
  IconTrash,
  IconUpload,
} from "@tabler/icons-react";
import { type IconProps, LineIcon } from "./Icon.tsx";

// Icons of the back office's editing controls: uploading, reordering, editing, deleting.

export const UploadIcon = (p: IconProps) => <LineIcon icon={IconUpload} {...p} />;
export const TrashIcon = (p: IconProps) => <LineIcon icon={IconTrash} {...p} />;
export const PencilIcon = (p: IconProps) => <LineIcon icon={IconPencil} {...p} />;
export const RetryIcon = (p: IconProps) => <LineIcon icon={IconRefresh} {...p} />;
export const MoveUpIcon = (p: IconProps) => <LineIcon icon={IconArrowUp} {...p} />;
export const MoveDownIcon = (p: IconProps) => <LineIcon icon={IconArrowDown} {...p} />;
export const DragHandleIcon = (p: IconProps) => <LineIcon icon={IconGripVertical} {...p} />;
