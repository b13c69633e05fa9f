import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp, SIGNED_IN_API, stubApi, testAccount } from "../../test-utils.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = {
  id: 41,
  user_id: 1,
  user_email: "admin@example.com",
  actor_kind: "USER",
  type: "UPDATE",
  table_name: "user",
  ip: "10.0.0.9",
  affected_rows: 1,
  insert_id: null,
  record_id: 7,
  query_statement: 'update "user" set "role" = ? where "id" = ?',
  query_values: ["CONTENT_WRITER", 7],
  changes: [{ id: 7, before: { role: "CLIENT" }, after: { role: "CONTENT_WRITER" } }],
  log_time: "2026-11-20T23:30:00.000Z",
};

const admin = testAccount(
  { id: 1, role: "ADMIN" },
  { "dashboard.view": true, "activity_log.view": true, "user.view": true },
);

describe("activity log screen", () => {
  it("shows who changed what, before and after, linked to the record, and exports the same filters", async () => {
    const calls = stubApi({
      ...SIGNED_IN_API,
      "GET /api/activity_log/list": () => ({ items: [entry], refs: {}, total: 1 }),
    });
    renderApp("/user-action-management?table=user&record=7&type=UPDATE", { account: admin });
    const [row] = await screen.findAllByTestId("table-row");
    // 23:30 UTC is 06:30 the next morning in GMT+07:00.
    expect(row!.textContent).toContain("21/11/2026 06:30:00");
    expect(within(row!).getByTestId("log-author").textContent).toBe("admin@example.com");
    expect(within(row!).getByTestId("change-diff").textContent).toBe(
      "role CLIENT → CONTENT_WRITER",
    );
    expect(within(row!).getByRole("link", { name: "#7" }).getAttribute("href")).toBe(
      "/user-management?q=7",
    );
    const list = calls.find((c) => c.path === "/api/activity_log/list");
    const filters = JSON.parse(list?.url.searchParams.get("filters") ?? "[]");
    expect(filters).toEqual(
      expect.arrayContaining([
        ["table_name", "=", "user"],
        ["record_id", "=", "7"],
        ["type", "=", "UPDATE"],
      ]),
    );
    const exportLink = screen.getByRole("link", { name: "Xuất CSV" });
    const href = new URL(exportLink.getAttribute("href") ?? "", "http://localhost");
    expect(href.pathname).toBe("/api/activity_log/export.csv");
    expect(JSON.parse(href.searchParams.get("filters") ?? "[]")).toEqual(filters);
  });

  it("filters by any table the server logs, the article categories too", {
    timeout: 20_000,
  }, async () => {
    const calls = stubApi({
      ...SIGNED_IN_API,
      "GET /api/activity_log/list": () => ({ items: [], refs: {}, total: 0 }),
    });
    renderApp("/user-action-management?table=article_category", { account: admin });
    const table = await screen.findByLabelText("Bảng", { selector: "input" });
    expect((table as HTMLInputElement).value).toBe("article_category");
    const list = calls.find((c) => c.path === "/api/activity_log/list");
    expect(JSON.parse(list?.url.searchParams.get("filters") ?? "[]")).toEqual(
      expect.arrayContaining([["table_name", "=", "article_category"]]),
    );
  });
});
