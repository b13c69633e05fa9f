import { Tooltip } from "@mantine/core";
import type { ReactElement, ReactNode } from "react";

export interface TooltipNowProps {
  label: ReactNode;
  defaultOpened: boolean;
  children: ReactElement;
}

/** Mantine's Tooltip in a chunk of its own, for LazyTooltip.tsx. */
export function TooltipNow({ label, defaultOpened, children }: TooltipNowProps) {
  return (
    <Tooltip label={label} withArrow defaultOpened={defaultOpened}>
      {children}
    </Tooltip>
  );
}
