import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RichContent } from "../../../shared/rich-content/schema.ts";
import { renderWithApp } from "../../test-utils.tsx";
import { RichTextEditor } from "./RichTextEditor.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let saved: RichContent | null = null;

function Harness({ initial }: { initial: RichContent | null }) {
  const [value, setValue] = useState(initial);
  saved = value;
  return <RichTextEditor label="Nội dung" value={value} onChange={setValue} />;
}

describe("RichTextEditor", () => {
  it("writes a heading, a list and a linked word in the stored shape", async () => {
    renderWithApp(<Harness initial={null} />, { locale: "en" });
    fireEvent.click(screen.getByRole("button", { name: "Heading 2" }));
    fireEvent.change(screen.getByLabelText("Text of block 1"), { target: { value: "Mở đầu" } });
    fireEvent.click(screen.getByRole("button", { name: "Bulleted list" }));
    const item = screen.getByLabelText("Text of block 2") as HTMLTextAreaElement;
    fireEvent.change(item, { target: { value: "Xem tại đây" } });
    item.setSelectionRange(8, 11);
    const block = screen.getAllByTestId("editor-block")[1] as HTMLElement;
    fireEvent.click(within(block).getByRole("button", { name: "Link" }));
    const url = await screen.findByLabelText(/Link address/);
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("URL cannot be empty")).toBeTruthy();
    fireEvent.change(url, { target: { value: "https://hocviet.vn" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(saved?.blocks.map((b) => [b.type, b.text])).toEqual([
      ["header-two", "Mở đầu"],
      ["unordered-list-item", "Xem tại đây"],
    ]);
    expect(saved?.blocks[1]?.entityRanges).toEqual([{ offset: 8, length: 3, key: 0 }]);
    expect(saved?.entityMap["0"]).toMatchObject({
      type: "LINK",
      data: { url: "https://hocviet.vn" },
    });
    expect(
      screen.getByRole("button", { name: /Remove “Link: đây → https:\/\/hocviet.vn”/ }),
    ).toBeTruthy();
  });

  it("asks an image for its Src, Title, Width and Height", () => {
    renderWithApp(<Harness initial={null} />, { locale: "en" });
    fireEvent.click(screen.getByRole("button", { name: "Image" }));
    for (const message of [
      "Src cannot be empty",
      "Title cannot be empty",
      "Width cannot be empty",
      "Height cannot be empty",
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
  });

  it("refuses an embed from a host that is not allowed", () => {
    renderWithApp(<Harness initial={null} />, { locale: "en" });
    fireEvent.click(screen.getByRole("button", { name: "Embed" }));
    fireEvent.change(screen.getByLabelText(/Src/), { target: { value: "https://evil.example/x" } });
    expect(screen.getByText("This address cannot be embedded")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Src/), {
      target: { value: "https://www.youtube.com/embed/abc" },
    });
    expect(screen.queryByText("This address cannot be embedded")).toBeNull();
  });
});
