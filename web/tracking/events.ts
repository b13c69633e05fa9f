import type { HashedUserData } from "./user-data.ts";

// What the app measures, and how each event is worded for GA4 (gtag) and for Meta Pixel (fbq).
// Pure: the loaders only pass these values on.

/** Pages announce events with `window.dispatchEvent(new CustomEvent(TRACK_EVENT, {detail}))`. */
export const TRACK_EVENT = "app:track";

export interface TrackedItem {
  id: number | string;
  name: string;
  /** In VND. */
  price: number;
  quantity?: number;
}

export type TrackEvent =
  | { name: "page_view"; path: string; title: string }
  | {
      name: "view_item" | "begin_checkout" | "purchase";
      /** In VND. */
      value: number;
      currency: "VND";
      items: TrackedItem[];
      /** For purchase: the order's reference code. */
      transaction_id?: string;
    };

/** A detail from the window event, or null when it is not an event this module knows. */
export function readTrackEvent(detail: unknown): TrackEvent | null {
  if (typeof detail !== "object" || detail === null) return null;
  const event = detail as Record<string, unknown>;
  if (event.name === "page_view") {
    return typeof event.path === "string"
      ? { name: "page_view", path: event.path, title: String(event.title ?? "") }
      : null;
  }
  if (event.name !== "view_item" && event.name !== "begin_checkout" && event.name !== "purchase") {
    return null;
  }
  if (typeof event.value !== "number" || !Array.isArray(event.items)) return null;
  return {
    name: event.name,
    value: event.value,
    currency: "VND",
    items: event.items as TrackedItem[],
    transaction_id: typeof event.transaction_id === "string" ? event.transaction_id : undefined,
  };
}

/** `gtag("event", name, params)`. */
export function ga4Event(event: TrackEvent, origin: string): [string, Record<string, unknown>] {
  if (event.name === "page_view") {
    return ["page_view", { page_location: `${origin}${event.path}`, page_title: event.title }];
  }
  const params: Record<string, unknown> = {
    currency: event.currency,
    value: event.value,
    items: event.items.map((item) => ({
      item_id: String(item.id),
      item_name: item.name,
      price: item.price,
      quantity: item.quantity ?? 1,
    })),
  };
  if (event.transaction_id) params.transaction_id = event.transaction_id;
  return [event.name, params];
}

const PIXEL_NAMES = {
  page_view: "PageView",
  view_item: "ViewContent",
  begin_checkout: "InitiateCheckout",
  purchase: "Purchase",
} as const;

/** `fbq("track", name, params, options)`: a purchase carries its reference as the event id. */
export function pixelEvent(
  event: TrackEvent,
): [string, Record<string, unknown>?, { eventID: string }?] {
  const name = PIXEL_NAMES[event.name];
  if (event.name === "page_view") return [name];
  const params = {
    currency: event.currency,
    value: event.value,
    content_type: "product",
    content_ids: event.items.map((item) => String(item.id)),
    contents: event.items.map((item) => ({
      id: String(item.id),
      quantity: item.quantity ?? 1,
      item_price: item.price,
    })),
    num_items: event.items.reduce((sum, item) => sum + (item.quantity ?? 1), 0),
    ...(event.items.length === 1 ? { content_name: event.items[0]?.name } : {}),
  };
  return event.transaction_id ? [name, params, { eventID: event.transaction_id }] : [name, params];
}

/** GA4's `user_data` (set before the events) from the hashes; null when there is none. */
export function ga4UserData(data: HashedUserData): Record<string, string> | null {
  const userData: Record<string, string> = {};
  if (data.email) userData.sha256_email_address = data.email;
  if (data.phoneE164) userData.sha256_phone_number = data.phoneE164;
  return Object.keys(userData).length ? userData : null;
}

/** Meta Pixel's advanced matching of `fbq("init", id, …)`: pre-hashed `em` and `ph`. */
export function pixelUserData(data: HashedUserData): Record<string, string> {
  const userData: Record<string, string> = {};
  if (data.email) userData.em = data.email;
  if (data.phoneDigits) userData.ph = data.phoneDigits;
  return userData;
}
