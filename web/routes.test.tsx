import { MantineProvider } from "@mantine/core";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { afterEach, describe, expect, it } from "vitest";
import { AppDataProvider } from "./app-context.tsx";
import { parseAppData } from "./app-data.ts";
import { createRoutes } from "./routes.tsx";
import { theme } from "./theme.ts";

function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <AppDataProvider value={parseAppData(null)}>
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </AppDataProvider>,
  );
}

afterEach(cleanup);

describe("routes", () => {
  it("shows Content not found, inside the default layout, for a path outside the table", async () => {
    renderAt("/khong-co-trang-nay");
    expect(await screen.findByRole("heading", { name: "Không tìm thấy nội dung" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Quay lại" })).toBeTruthy();
    expect(screen.getByTestId("top-bar")).toBeTruthy();
    expect(screen.getByTestId("site-footer")).toBeTruthy();
  });

  it("falls back to the not-found page for a route whose page is not built yet", async () => {
    renderAt("/dashboard");
    expect(await screen.findByRole("heading", { name: "Không tìm thấy nội dung" })).toBeTruthy();
  });
});
