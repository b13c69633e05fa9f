/**
 * The video lesson's keyboard shortcuts, as players commonly have them: Space or K play and
 * pause, ← and → go back and forward SEEK_STEP_SECONDS, F toggles full screen. Keys typed into
 * a field, or pressed with Ctrl, Alt or Meta, are left alone; so is Space on a button or link,
 * which it activates.
 */

export const SEEK_STEP_SECONDS = 5;

export type ShortcutAction = "toggle" | "back" | "forward" | "fullscreen";

export interface ShortcutKey {
  key: string;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  /** The focused element's tag name (upper case) and whether it is editable. */
  targetTag?: string;
  targetEditable?: boolean;
}

const FIELDS = new Set(["INPUT", "TEXTAREA", "SELECT"]);
const PRESSABLE = new Set(["BUTTON", "A", "SUMMARY"]);

export function shortcutAction(event: ShortcutKey): ShortcutAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  const tag = event.targetTag ?? "";
  if (event.targetEditable || FIELDS.has(tag)) return null;
  switch (event.key) {
    case " ":
      return PRESSABLE.has(tag) ? null : "toggle";
    case "k":
    case "K":
      return "toggle";
    case "ArrowLeft":
      return "back";
    case "ArrowRight":
      return "forward";
    case "f":
    case "F":
      return "fullscreen";
    default:
      return null;
  }
}

/** The position after seeking by `delta` seconds, kept inside the media. */
export function seekTarget(current: number, delta: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(0, current + delta), end);
}

/**
 * Where a video or audio lesson starts: where the student left it, unless that was (nearly) the
 * end — its last 3 seconds, or last 5 % of a short clip — which would show a finished player;
 * then from the start.
 */
export function resumePosition(saved: number, duration: number): number {
  if (!(saved > 0)) return 0;
  if (!Number.isFinite(duration) || duration <= 0) return saved;
  return saved >= duration - Math.min(3, duration * 0.05) ? 0 : saved;
}
