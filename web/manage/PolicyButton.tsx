import { Button, type ButtonProps, Tooltip } from "@mantine/core";
import type { ReactNode } from "react";
import { TOOLTIP_DELAY_MS, TOOLTIP_MAX_WIDTH_PX } from "../../shared/constants.ts";

interface PolicyButtonProps extends ButtonProps {
  /** Why the server's policies refuse this action here; null when it is allowed. */
  disabledReason: string | null;
  onClick: () => void;
  children: ReactNode;
}

/**
 * A button of a management screen that the policies may refuse. A refused one looks disabled
 * and does nothing, but stays focusable and hoverable (`data-disabled` rather than `disabled`,
 * which fires no events), so that its tooltip can say why.
 */
export function PolicyButton({ disabledReason, onClick, children, ...props }: PolicyButtonProps) {
  const button = (
    <Button
      {...props}
      data-disabled={disabledReason ? true : undefined}
      aria-disabled={disabledReason ? true : undefined}
      onClick={(event) => {
        if (disabledReason) event.preventDefault();
        else onClick();
      }}
    >
      {children}
    </Button>
  );
  if (!disabledReason) return button;
  return (
    <Tooltip
      label={disabledReason}
      openDelay={TOOLTIP_DELAY_MS}
      multiline
      maw={TOOLTIP_MAX_WIDTH_PX}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      {button}
    </Tooltip>
  );
}
