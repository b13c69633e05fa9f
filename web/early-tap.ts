/**
 * A button tapped before the app's code ran, kept by the page's head script
 * (server/pages/head-script.ts, docs/decisions/054).
 */
interface EarlyTap {
  target: HTMLButtonElement | null;
  stop: () => void;
}

/**
 * Presses again the button a reader tapped while the server's page waited for its scripts.
 * Called right after `hydrateRoot`, which attaches React's listeners at once: the click reaches
 * React, which hydrates the part of the page holding the button first (React's selective
 * hydration) and runs its handler. Pages drawn by the client (no server markup) only stop
 * keeping taps: what was tapped there is gone.
 */
export function replayEarlyTap({ hydrated }: { hydrated: boolean }) {
  const holder = window as Window & { earlyTap?: EarlyTap };
  const early = holder.earlyTap;
  if (!early) return;
  early.stop();
  holder.earlyTap = undefined;
  const button = early.target;
  if (hydrated && button?.isConnected && !button.disabled) button.click();
}
