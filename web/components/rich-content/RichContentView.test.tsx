import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApp } from "../../test-utils.tsx";
import { RichContentView } from "./RichContentView.tsx";

afterEach(cleanup);

/** The first load transforms the renderer and sanitize-html: give it more than a second. */
const LOADED = { timeout: 5000 };

const content = {
  blocks: [
    {
      key: "a",
      type: "header-two",
      text: "Giới thiệu",
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [],
      data: {},
    },
    {
      key: "b",
      type: "unstyled",
      text: "Xem <script>alert(1)</script> tại đây",
      depth: 0,
      inlineStyleRanges: [{ offset: 0, length: 3, style: "BOLD" }],
      entityRanges: [{ offset: 30, length: 7, key: 0 }],
      data: {},
    },
    {
      key: "c",
      type: "atomic",
      text: " ",
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [{ offset: 0, length: 1, key: 1 }],
      data: {},
    },
  ],
  entityMap: {
    "0": { type: "LINK", mutability: "MUTABLE", data: { url: "/courses/lap-trinh" } },
    "1": {
      type: "VIDEO",
      mutability: "IMMUTABLE",
      data: { src: "/media/videos/2026/11/abcdefabcdef.mp4", title: "Bài 1" },
    },
  },
};

describe("RichContentView", () => {
  it("shows stored JSON as headings, text, links and media", async () => {
    const { container } = renderWithApp(<RichContentView content={JSON.stringify(content)} />);
    // The renderer loads on demand: the heading appears once it has.
    expect(
      await screen.findByRole("heading", { level: 2, name: "Giới thiệu" }, LOADED),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "tại đây" }).getAttribute("href")).toBe(
      "/courses/lap-trinh",
    );
    expect(container.querySelector("strong")?.textContent).toBe("Xem");
    const video = container.querySelector("figure video");
    expect(video?.getAttribute("src")).toBe("/media/videos/2026/11/abcdefabcdef.mp4");
    expect(video?.hasAttribute("controls")).toBe(true);
    expect(container.querySelector("figcaption")?.textContent).toBe("Bài 1");
  });

  it("shows a typed script as text, never as an element", async () => {
    const { container } = renderWithApp(<RichContentView content={content} />);
    await screen.findByRole("heading", { level: 2, name: "Giới thiệu" }, LOADED);
    expect(container.querySelector("script")).toBeNull();
    expect(container.textContent).toContain("<script>alert(1)</script>");
  });

  it("renders nothing for missing or malformed content", async () => {
    const { container } = renderWithApp(
      <>
        <RichContentView content={null} />
        <RichContentView content="{oops" />
        <RichContentView content={content} />
      </>,
    );
    // Once the renderer has loaded (it shows the valid one), only that one has a box.
    await screen.findByRole("heading", { level: 2, name: "Giới thiệu" }, LOADED);
    expect(container.querySelectorAll("div[class]")).toHaveLength(1);
  });
});
