import type { Icon as TablerIcon } from "@tabler/icons-react";

/**
 * The app's icons are Tabler icons (@tabler/icons-react, each imported by name so the bundle
 * keeps only those used), drawn the app's way: 18 px unless told, a 1.8 stroke, and hidden from
 * assistive technology — the button or the text beside an icon gives it its name.
 */

export interface IconProps {
  size?: number;
}

export const ICON_STROKE = 1.8;

export function LineIcon({ icon: Glyph, size = 18 }: IconProps & { icon: TablerIcon }) {
  return <Glyph size={size} stroke={ICON_STROKE} aria-hidden="true" focusable="false" />;
}
