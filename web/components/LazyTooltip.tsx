import {
  type ComponentType,
  cloneElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useRef,
  useState,
} from "react";
import type { TooltipNowProps } from "./TooltipNow.tsx";

/**
 * Mantine's Tooltip, with its code (Tooltip and floating-ui, 19 KB of brotli) loaded when the
 * pointer first comes over the control, not with the page (docs/decisions/047). Until then the
 * control renders alone — what Mantine's closed Tooltip renders too, so the server's markup is
 * the same. Hover is the only trigger, as in Mantine's default `events`; the tooltip opens once
 * its code is there if the pointer is still over the control.
 */
export function LazyTooltip({
  label,
  children,
}: {
  label: ReactNode;
  children: ReactElement<{
    onMouseEnter?: (event: MouseEvent) => void;
    onMouseLeave?: (event: MouseEvent) => void;
  }>;
}) {
  const [Tooltip, setTooltip] = useState<ComponentType<TooltipNowProps> | null>(null);
  const hovered = useRef(false);
  if (Tooltip) {
    return (
      <Tooltip label={label} defaultOpened={hovered.current}>
        {children}
      </Tooltip>
    );
  }
  return cloneElement(children, {
    onMouseEnter: (event: MouseEvent) => {
      children.props.onMouseEnter?.(event);
      hovered.current = true;
      void import("./TooltipNow.tsx").then((module) => setTooltip(() => module.TooltipNow));
    },
    onMouseLeave: (event: MouseEvent) => {
      children.props.onMouseLeave?.(event);
      hovered.current = false;
    },
  });
}
