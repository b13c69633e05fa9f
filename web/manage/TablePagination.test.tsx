import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatNumber } from "../../shared/format.ts";
import { t } from "../../shared/i18n/index.ts";
import { renderWithApp } from "../test-utils.tsx";
import { TablePagination } from "./TablePagination.tsx";

describe("TablePagination", () => {
  const text = (key: "manage.showing" | "manage.showingMore", total: number) =>
    t("vi", key, { from: "25", to: "48", total: formatNumber(total, "vi") });

  it("says the exact total of a list", () => {
    renderWithApp(<TablePagination total={130} page={2} pageSize={24} onChange={() => {}} />);
    expect(screen.getByText(text("manage.showing", 130))).toBeTruthy();
  });

  it("says 'more than' a capped total (the activity log), with the pages it knows", () => {
    renderWithApp(
      <TablePagination total={1048} capped page={2} pageSize={24} onChange={() => {}} />,
    );
    expect(screen.getByText(text("manage.showingMore", 1048))).toBeTruthy();
    // 1 048 rows known: 44 pages to click through.
    expect(screen.getByRole("button", { name: "44" })).toBeTruthy();
  });
});
