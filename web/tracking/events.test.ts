import { describe, expect, it } from "vitest";
import {
  ga4Event,
  ga4UserData,
  pixelEvent,
  pixelUserData,
  readTrackEvent,
  type TrackEvent,
} from "./events.ts";

const purchase: TrackEvent = {
  name: "purchase",
  value: 599_000,
  currency: "VND",
  items: [{ id: 12, name: "Nhiếp ảnh cơ bản", price: 599_000 }],
  transaction_id: "HV7K3M9Q2A",
};

describe("readTrackEvent", () => {
  it("accepts the events pages dispatch and refuses anything else", () => {
    expect(readTrackEvent({ ...purchase })).toEqual(purchase);
    expect(
      readTrackEvent({
        name: "view_item",
        value: 1,
        currency: "USD",
        items: [{ id: 1, name: "a", price: 1 }],
      }),
    ).toMatchObject({ name: "view_item", currency: "VND" });
    expect(readTrackEvent({ name: "page_view", path: "/courses" })).toEqual({
      name: "page_view",
      path: "/courses",
      title: "",
    });
    expect(readTrackEvent({ name: "sign_up" })).toBeNull();
    expect(readTrackEvent({ name: "purchase", value: "599000", items: [] })).toBeNull();
    expect(readTrackEvent(null)).toBeNull();
  });
});

describe("ga4Event", () => {
  it("words a page view with the full location", () => {
    expect(
      ga4Event(
        { name: "page_view", path: "/courses?q=python", title: "Khóa học" },
        "https://hv.vn",
      ),
    ).toEqual([
      "page_view",
      { page_location: "https://hv.vn/courses?q=python", page_title: "Khóa học" },
    ]);
  });

  it("words a purchase in VND with its reference as transaction id", () => {
    expect(ga4Event(purchase, "https://hv.vn")).toEqual([
      "purchase",
      {
        currency: "VND",
        value: 599_000,
        transaction_id: "HV7K3M9Q2A",
        items: [{ item_id: "12", item_name: "Nhiếp ảnh cơ bản", price: 599_000, quantity: 1 }],
      },
    ]);
  });
});

describe("pixelEvent", () => {
  it("maps the names to Meta's standard events", () => {
    expect(pixelEvent({ name: "page_view", path: "/", title: "" })).toEqual(["PageView"]);
    expect(pixelEvent({ ...purchase, name: "view_item", transaction_id: undefined })[0]).toBe(
      "ViewContent",
    );
    expect(pixelEvent({ ...purchase, name: "begin_checkout", transaction_id: undefined })[0]).toBe(
      "InitiateCheckout",
    );
  });

  it("sends a purchase with its value, contents and the reference as event id", () => {
    expect(pixelEvent(purchase)).toEqual([
      "Purchase",
      {
        currency: "VND",
        value: 599_000,
        content_type: "product",
        content_ids: ["12"],
        contents: [{ id: "12", quantity: 1, item_price: 599_000 }],
        num_items: 1,
        content_name: "Nhiếp ảnh cơ bản",
      },
      { eventID: "HV7K3M9Q2A" },
    ]);
  });
});

describe("user data", () => {
  const hashes = { email: "e".repeat(64), phoneE164: "a".repeat(64), phoneDigits: "b".repeat(64) };

  it("gives GA4 the hashed e-mail and E.164 phone", () => {
    expect(ga4UserData(hashes)).toEqual({
      sha256_email_address: "e".repeat(64),
      sha256_phone_number: "a".repeat(64),
    });
    expect(ga4UserData({})).toBeNull();
  });

  it("gives the Pixel em and ph (the phone's digits with country code)", () => {
    expect(pixelUserData(hashes)).toEqual({ em: "e".repeat(64), ph: "b".repeat(64) });
    expect(pixelUserData({})).toEqual({});
  });
});
