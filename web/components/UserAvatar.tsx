import { Avatar, type AvatarProps } from "@mantine/core";
import { assetUrl, imageVariants } from "../../shared/media.ts";
import type { ImageRow } from "../api/records.ts";

/** "Nguyễn Minh Quân" → "NQ": the first and last words, as Vietnamese names read. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/** The smallest stored variant at least twice the drawn size (sharp on high-density screens). */
function avatarSrc(image: ImageRow, size: number): string {
  const variants = imageVariants(image);
  const width = [320, 640].find((w) => w >= size * 2 && `${w}w` in variants);
  return assetUrl(image, width);
}

interface UserAvatarProps extends Omit<AvatarProps, "src" | "alt" | "children"> {
  name: string;
  image: ImageRow | null | undefined;
  size?: number;
}

/** A person's picture, or their initials on the brand colour when they have none. */
export function UserAvatar({ name, image, size = 36, ...props }: UserAvatarProps) {
  return (
    <Avatar
      {...props}
      size={size}
      radius={size}
      color="brand"
      src={image ? avatarSrc(image, size) : null}
      alt={name}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
