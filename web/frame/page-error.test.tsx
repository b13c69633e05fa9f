import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { useEffect } from "react";
import { Link, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../api/client.ts";
import { useT } from "../app-context.tsx";
import { renderWithApp } from "../test-utils.tsx";
import { PageContent, PageErrorProvider, pageErrorKindOf, usePageError } from "./page-error.tsx";

afterEach(cleanup);

function MissingRecord() {
  const { raiseFrom } = usePageError();
  useEffect(() => raiseFrom(new ApiError("x", "NOT_FOUND", 404)), [raiseFrom]);
  return <p>record</p>;
}

function Other() {
  const t = useT();
  return <p>{t("nav.home")}</p>;
}

describe("the page error context", () => {
  it("maps API failures to the three error screens", () => {
    expect(pageErrorKindOf(new ApiError("x", "NOT_FOUND", 404))).toBe("NotFound");
    expect(pageErrorKindOf(new ApiError("x", "FORBIDDEN", 403))).toBe("Forbidden");
    expect(pageErrorKindOf(new ApiError("x", "NETWORK", 0))).toBe("Unexpected");
    expect(pageErrorKindOf(new Error("render"))).toBe("Unexpected");
  });

  it("replaces the page's content, and clears when the reader goes elsewhere", async () => {
    renderWithApp(
      <PageErrorProvider>
        <Link to="/other">elsewhere</Link>
        <PageContent>
          <Routes>
            <Route path="/" element={<MissingRecord />} />
            <Route path="/other" element={<Other />} />
          </Routes>
        </PageContent>
      </PageErrorProvider>,
    );
    expect(await screen.findByRole("heading", { name: "Không tìm thấy nội dung" })).toBeTruthy();
    expect(screen.queryByText("record")).toBeNull();
    await act(async () => fireEvent.click(screen.getByText("elsewhere")));
    expect(screen.getByText("Trang chủ")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Không tìm thấy nội dung" })).toBeNull();
  });
});
