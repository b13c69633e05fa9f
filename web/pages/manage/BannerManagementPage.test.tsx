import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp, SIGNED_IN_API, stubApi, testAccount } from "../../test-utils.tsx";

const showToast = vi.hoisted(() => vi.fn());
vi.mock("../../feedback/toast-center.tsx", () => ({ showToast, default: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  showToast.mockClear();
});

const banners = [
  {
    id: 1,
    caption: "Khai giảng tháng 12",
    image_id: 10,
    place: "HOME_MIDDLE",
    linked_url: "/courses",
    sort_order: 0,
  },
  {
    id: 2,
    caption: "Ưu đãi cuối năm",
    image_id: 10,
    place: "HOME_MIDDLE",
    linked_url: null,
    sort_order: 1,
  },
];
const list = () => ({ items: banners, refs: {}, total: banners.length, policies: {} });

const admin = testAccount(
  { id: 1, role: "ADMIN" },
  {
    "dashboard.view": true,
    "banner.view": true,
    "banner.create": true,
    "banner.update": true,
    "banner.delete": true,
  },
);
const trial = testAccount(
  { id: 9, role: "ADMIN_TRIAL" },
  { "dashboard.view": true, "banner.view": true },
);

describe("banner management", () => {
  it("lists a place's banners in order and deletes one after confirming", async () => {
    const calls = stubApi({
      ...SIGNED_IN_API,
      "GET /api/banner/list": list,
      "POST /api/banner/delete": (body) => body,
    });
    renderApp("/banner-management?place=HOME_MIDDLE", { account: admin, locale: "en" });
    const items = await screen.findAllByTestId("banner-item");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Khai giảng tháng 12"),
      expect.stringContaining("Ưu đãi cuối năm"),
    ]);
    const listCall = calls.find((c) => c.path === "/api/banner/list");
    expect(listCall?.url.searchParams.get("filters")).toBe('[["place","=","HOME_MIDDLE"]]');
    fireEvent.click(within(items[1] as HTMLElement).getByRole("button", { name: "Delete" }));
    fireEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }),
    );
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === "POST")).toMatchObject({
        path: "/api/banner/delete",
        body: { id: 2 },
      }),
    );
  });

  it("shows ADMIN_TRIAL every control disabled", async () => {
    stubApi({ ...SIGNED_IN_API, "GET /api/banner/list": list });
    renderApp("/banner-management?place=HOME_MIDDLE", { account: trial, locale: "en" });
    for (const item of await screen.findAllByTestId("banner-item")) {
      expect(
        (within(item).getByRole("button", { name: /Move banner/ }) as HTMLButtonElement).disabled,
      ).toBe(true);
      for (const name of ["Edit", "Delete"]) {
        expect(within(item).getByRole("button", { name }).getAttribute("aria-disabled")).toBe(
          "true",
        );
      }
    }
    expect(screen.getByRole("button", { name: "Add banner" }).getAttribute("aria-disabled")).toBe(
      "true",
    );
  });
});
