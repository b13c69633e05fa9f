import { TRACK_EVENT, type TrackEvent } from "./events.ts";

// How pages announce what is measured: a window event, whether or not a tracker listens (the
// tracker loads only when an analytics id is configured). No analytics code is imported here.

export function track(event: TrackEvent): void {
  window.dispatchEvent(new CustomEvent<TrackEvent>(TRACK_EVENT, { detail: event }));
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the purchase may then be counted again after a reload
  }
}

/**
 * A purchase, once per order for this browser tab's session: the checkout page that sees the
 * order paid again after a reload does not count it twice. Returns whether it was sent.
 */
export function trackPurchaseOnce(
  event: TrackEvent & { name: "purchase"; transaction_id: string },
  storage: Pick<Storage, "getItem" | "setItem"> | null = sessionStore(),
): boolean {
  const key = `tracked-purchase:${event.transaction_id}`;
  try {
    if (storage?.getItem(key)) return false;
    storage?.setItem(key, "1");
  } catch {
    // A full or refused storage must not lose the purchase itself.
  }
  track(event);
  return true;
}
