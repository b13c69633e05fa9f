import { useEffect } from "react";
import { SEEK_STEP_SECONDS, seekTarget, shortcutAction } from "./video-shortcuts.ts";

/**
 * The keyboard shortcuts of video-shortcuts.ts for the lesson's player, anywhere on the page
 * but in fields. `getMedia` finds the player's element when a key is pressed.
 */
export function useMediaShortcuts(getMedia: () => HTMLMediaElement | null | undefined) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      // A key pressed inside a dialog (the phone's playlist) belongs to the dialog.
      if (target?.closest("[role='dialog']")) return;
      const action = shortcutAction({
        key: event.key,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
        targetTag: target?.tagName,
        targetEditable: target?.isContentEditable,
      });
      const media = getMedia();
      if (!action || !media) return;
      event.preventDefault();
      switch (action) {
        case "toggle":
          if (media.paused) void media.play().catch(() => undefined);
          else media.pause();
          break;
        case "back":
        case "forward": {
          const delta = action === "back" ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS;
          media.currentTime = seekTarget(media.currentTime, delta, media.duration);
          break;
        }
        case "fullscreen":
          if (!(media instanceof HTMLVideoElement)) break;
          if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
          else void media.requestFullscreen?.().catch(() => undefined);
          break;
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [getMedia]);
}
