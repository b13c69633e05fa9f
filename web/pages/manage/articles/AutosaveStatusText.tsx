import { useT } from "../../../app-context.tsx";
import type { AutosaveStatus } from "./use-autosave.ts";

const time = (at: Date) =>
  at.toLocaleTimeString("vi-VN", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Asia/Ho_Chi_Minh",
  });

/** What the autosave is doing, in words. */
export function AutosaveStatusText({ status }: { status: AutosaveStatus }) {
  const t = useT();
  if (status.kind === "saving") return t("articleAdmin.autosave.saving");
  if (status.kind === "saved") return t("articleAdmin.autosave.saved", { time: time(status.at) });
  if (status.kind === "failed") return t("articleAdmin.autosave.failed", { reason: status.reason });
  return null;
}
