import { cleanup, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PAGE_VIEW_EVENT } from "../frame/page-view.ts";
import { renderWithApp, testAccount } from "../test-utils.tsx";
import Tracker from "./Tracker.tsx";
import { track } from "./track.ts";

/** The data layer's entries as plain arrays (gtag pushes Arguments objects). */
function dataLayer(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

afterEach(() => {
  cleanup();
  delete window.dataLayer;
  delete window.gtag;
  delete window.fbq;
  delete window._fbq;
  for (const script of document.querySelectorAll("script[src]")) script.remove();
});

describe("Tracker", () => {
  it("loads gtag.js, sets the hashed user data and sends page views and events", async () => {
    renderWithApp(<Tracker />, {
      tracking: { ga4Id: "G-TEST123", metaPixelId: null },
      account: testAccount({ email: " An@Example.com", phone: "0901234567" }),
    });
    await waitFor(() => expect(window.gtag).toBeTypeOf("function"));
    const script = document.querySelector("script[src*='googletagmanager']");
    expect(script?.getAttribute("src")).toBe(
      "https://www.googletagmanager.com/gtag/js?id=G-TEST123",
    );
    expect(document.querySelector("script[src*='facebook']")).toBeNull();

    window.dispatchEvent(
      new CustomEvent(PAGE_VIEW_EVENT, { detail: { path: "/courses", title: "Khóa học" } }),
    );
    track({
      name: "view_item",
      value: 599_000,
      currency: "VND",
      items: [{ id: 12, name: "Nhiếp ảnh", price: 599_000 }],
    });
    const entries = dataLayer();
    expect(entries).toContainEqual(["config", "G-TEST123", { send_page_view: false }]);
    expect(entries).toContainEqual([
      "set",
      "user_data",
      {
        sha256_email_address: "d9f888e22f684a4229ea53b407e5feb5b1d16f7c8728030cbcb0fa5d85577a9d",
        sha256_phone_number: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
    const events = entries.filter((entry) => entry[0] === "event").map((entry) => entry[1]);
    // The page shown when the tracker arrived, then the route change, then the course view.
    expect(events).toEqual(["page_view", "page_view", "view_item"]);
    expect(JSON.stringify(entries)).not.toContain("example.com");
  });

  it("loads the Meta Pixel with pre-hashed advanced matching", async () => {
    renderWithApp(<Tracker />, {
      tracking: { ga4Id: null, metaPixelId: "1234567890" },
      account: testAccount({ email: "an@example.com", phone: null }),
    });
    await waitFor(() => expect(window.fbq).toBeTypeOf("function"));
    expect(document.querySelector("script[src*='googletagmanager']")).toBeNull();
    expect(document.querySelector("script[src*='fbevents.js']")).not.toBeNull();
    const queue = (window.fbq?.queue ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    await waitFor(() => expect(queue.length).toBeGreaterThan(0));
    expect(queue[0]).toEqual([
      "init",
      "1234567890",
      { em: "d9f888e22f684a4229ea53b407e5feb5b1d16f7c8728030cbcb0fa5d85577a9d" },
    ]);
    expect(queue[1]).toEqual(["trackSingle", "1234567890", "PageView"]);
  });
});
