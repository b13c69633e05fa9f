import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp, stubApi } from "../../test-utils.tsx";
import { MediaPicker, type MediaPickerProps } from "./MediaPicker.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const images = [1, 2, 3].map((id) => ({
  id,
  title: `Ảnh ${id}`,
  path: "images/2026/11/",
  basename: `a${id}`,
  extension: ".jpg",
  mime_type: "image/jpeg",
  size: 1000,
  width: 800,
  height: 600,
  variants: null,
  creator_id: 1,
  create_time: "2026-11-01T00:00:00.000Z",
}));

function listed(_body: unknown, url: URL) {
  const filters = url.searchParams.get("filters");
  const ids: number[] | null = filters ? JSON.parse(filters)[0][2] : null;
  const items = ids ? images.filter((row) => ids.includes(row.id)) : images;
  return { items, refs: {}, total: items.length };
}

function Harness(props: Partial<MediaPickerProps> & { initial?: number[] }) {
  const [value, setValue] = useState(props.initial ?? []);
  return (
    <>
      <MediaPicker kind="image" label="Ảnh" {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value.join(",")}</output>
    </>
  );
}

const valueText = () => screen.getByTestId("value").textContent;

describe("MediaPicker", () => {
  it("shows the chosen files by name, and removes and reorders them with buttons", async () => {
    stubApi({ "GET /api/image/list": listed });
    renderWithApp(<Harness initial={[1, 2]} maxFiles={3} />, { locale: "en" });
    expect(await screen.findByText("Ảnh 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Move “Ảnh 1” down" }));
    expect(valueText()).toBe("2,1");
    fireEvent.click(screen.getByRole("button", { name: "Remove “Ảnh 2”" }));
    expect(valueText()).toBe("1");
    expect(screen.getByText("1 of 3 chosen")).toBeTruthy();
  });

  it("chooses from the library, refusing a file already chosen and one past the maximum", async () => {
    stubApi({ "GET /api/image/list": listed });
    renderWithApp(<Harness initial={[1]} maxFiles={2} />, { locale: "en" });
    fireEvent.click(screen.getByRole("button", { name: "Choose from the library" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(await within(dialog).findByRole("button", { name: "Choose “Ảnh 1”" }));
    expect(await within(dialog).findByText("Already selected")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Choose “Ảnh 2”" }));
    expect(valueText()).toBe("1,2");
    fireEvent.click(within(dialog).getByRole("button", { name: "Choose “Ảnh 3”" }));
    expect(await within(dialog).findByText("Max selectable reached")).toBeTruthy();
    expect(valueText()).toBe("1,2");
  });

  it("replaces the file of a one-file picker", async () => {
    stubApi({ "GET /api/image/list": listed });
    renderWithApp(<Harness initial={[1]} maxFiles={1} />, { locale: "en" });
    fireEvent.click(screen.getByRole("button", { name: "Choose from the library" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(await within(dialog).findByRole("button", { name: "Choose “Ảnh 3”" }));
    expect(valueText()).toBe("3");
  });

  it("disables every control when disabled", async () => {
    stubApi({ "GET /api/image/list": listed });
    renderWithApp(<Harness initial={[1, 2]} disabled />, { locale: "en" });
    await screen.findByText("Ảnh 1");
    for (const button of screen.getAllByRole("button")) {
      expect(button.hasAttribute("disabled") || button.dataset.disabled !== undefined).toBe(true);
    }
  });

  it("says when too few files are chosen", async () => {
    stubApi({ "GET /api/image/list": listed });
    renderWithApp(<Harness initial={[1]} minFiles={2} />, { locale: "en" });
    expect(await screen.findByText("Select at least 2 files")).toBeTruthy();
  });
});
