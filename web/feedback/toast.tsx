import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ToastKind } from "../../shared/constants.ts";
import { t } from "../../shared/i18n/index.ts";
import { getAppData } from "../app-data.ts";

// Toasts, callable from anywhere (event handlers, query callbacks), hence a module rather than
// a hook. The container and Mantine's notifications load with the first toast: most page views
// show none, and the first screen stays light (npm test checks the home route's size).

const ToastCenter = lazy(() => import("./toast-center.tsx"));
let center: Promise<typeof import("./toast-center.tsx")> | null = null;
let mounted = false;
const listeners = new Set<() => void>();

function show(kind: ToastKind, message: string): void {
  const title = t(getAppData().locale, `toast.${kind}`);
  center ??= import("./toast-center.tsx");
  if (!mounted) {
    mounted = true;
    for (const listener of listeners) listener();
  }
  void center.then((module) => module.showToast(kind, title, message));
}

export const toast = {
  success: (message: string) => show("success", message),
  info: (message: string) => show("info", message),
  warn: (message: string) => show("warn", message),
  error: (message: string) => show("error", message),
};

/** An error as a toast: its own message when it has one (the API's are translated already). */
export function toastError(error: unknown): void {
  const message =
    error instanceof Error && error.message
      ? error.message
      : t(getAppData().locale, "errors.default");
  toast.error(message);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the toasts appear; renders nothing until the first one is asked for. */
export function ToastHost() {
  const needed = useSyncExternalStore(
    subscribe,
    () => mounted,
    () => false,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastCenter />
    </Suspense>
  );
}
