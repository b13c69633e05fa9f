import { useCallback, useEffect, useRef, useState } from "react";

export type AutosaveStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date }
  | { kind: "failed"; reason: string };

interface AutosaveOptions<V> {
  /** The form's current values. */
  read: () => V;
  /** Whether these values may be saved now (valid, and a draft rather than published text). */
  canSave: (values: V) => boolean;
  save: (values: V) => Promise<unknown>;
  intervalMs?: number;
}

/**
 * Saves a draft by itself: every few seconds, when the values differ from the last ones saved.
 * A failed save (the network dropped) keeps the values in the form and is tried again at the
 * next tick and as soon as the browser is back online; leaving the page with unsaved changes
 * asks first (beforeunload).
 */
export function useAutosave<V>({ read, canSave, save, intervalMs = 3000 }: AutosaveOptions<V>) {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: "idle" });
  const lastSaved = useRef(JSON.stringify(read()));
  const saving = useRef(false);
  const latest = useRef({ read, canSave, save });
  latest.current = { read, canSave, save };

  const hasUnsaved = useCallback(
    () => JSON.stringify(latest.current.read()) !== lastSaved.current,
    [],
  );

  /** After a save the person asked for: these values are the saved ones. */
  const markSaved = useCallback((values: V) => {
    lastSaved.current = JSON.stringify(values);
    setStatus({ kind: "saved", at: new Date() });
  }, []);

  const tick = useCallback(async () => {
    const { read: current, canSave: allowed, save: write } = latest.current;
    if (saving.current) return;
    const values = current();
    const json = JSON.stringify(values);
    if (json === lastSaved.current || !allowed(values)) return;
    saving.current = true;
    setStatus({ kind: "saving" });
    try {
      await write(values);
      lastSaved.current = json;
      setStatus({ kind: "saved", at: new Date() });
    } catch (error) {
      setStatus({ kind: "failed", reason: error instanceof Error ? error.message : String(error) });
    } finally {
      saving.current = false;
    }
  }, []);

  useEffect(() => {
    const timer = window.setInterval(() => void tick(), intervalMs);
    const online = () => void tick();
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsaved()) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("online", online);
    window.addEventListener("beforeunload", beforeUnload);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("online", online);
      window.removeEventListener("beforeunload", beforeUnload);
    };
  }, [tick, hasUnsaved, intervalMs]);

  return { status, hasUnsaved, markSaved, saveNow: tick };
}
