import type { ReactNode } from "react";

// A handful of line icons drawn by hand (24px grid, 1.8 stroke, currentColor), so the app needs
// no icon package for the few it shows.

export interface IconProps {
  size?: number;
}

export function Icon({ size = 18, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
