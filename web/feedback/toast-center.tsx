// Loaded on the first toast (web/feedback/toast.tsx), with the stylesheet only toasts use.
import "@mantine/notifications/styles.layer.css";
import { Notifications, notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import { TOAST_DURATION_MS, type ToastKind } from "../../shared/constants.ts";
import { CheckIcon, ErrorIcon, InfoIcon, WarningIcon } from "../components/icons/pages.tsx";

// The toasts' machinery, loaded with the first toast (toast.tsx): Mantine's notifications bring
// transitions, drag-to-dismiss and scroll locking that a first screen without toasts never uses.

const LOOK: Record<ToastKind, { color: string; icon: () => ReactNode }> = {
  success: { color: "teal", icon: () => <CheckIcon /> },
  info: { color: "brand", icon: () => <InfoIcon /> },
  warn: { color: "orange", icon: () => <WarningIcon /> },
  error: { color: "red", icon: () => <ErrorIcon /> },
};

/** Success and info stay 4 s, warnings 6 s, errors 30 s with a close button (docs/product/states-and-learning.md). */
export function showToast(kind: ToastKind, title: string, message: string): void {
  notifications.show({
    title,
    message,
    color: LOOK[kind].color,
    icon: LOOK[kind].icon(),
    autoClose: TOAST_DURATION_MS[kind],
    withCloseButton: kind === "error",
    // Mantine greys a titled toast's text with gray.6 (3.4:1 on white, below WCAG AA); the
    // theme's dimmed grey reads at 5.9:1 (web/theme.ts).
    styles: { description: { color: "var(--mantine-color-dimmed)" } },
    "data-toast": kind,
  });
}

/**
 * The container. Mantine's bottom-center position keeps var(--mantine-spacing-md), 16px, from
 * the bottom and from each side of a narrow screen: docs/product/constants.md as it is.
 */
export default function ToastCenter() {
  return <Notifications position="bottom-center" />;
}
