import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ImageLike } from "../../../shared/media.ts";
import { renderWithApp } from "../../test-utils.tsx";
import { MediaImage } from "./MediaImage.tsx";

const photo: ImageLike = {
  path: "images/2026/11/",
  basename: "k3j9x2abcdef",
  extension: ".jpg",
  width: 1600,
  height: 900,
  variants: { "0w": 1600, "100w": 100, "320w": 320, "640w": 640, "960w": 960, "1280w": 1280 },
};

afterEach(cleanup);

describe("MediaImage", () => {
  it("offers every variant with the sizes it is drawn at", () => {
    renderWithApp(<MediaImage image={photo} alt="Bìa" sizes="(min-width: 62.5em) 33vw, 100vw" />);
    const img = screen.getByRole("img", { name: "Bìa" });
    expect(img.getAttribute("src")).toBe("/media/images/2026/11/k3j9x2abcdef.jpg");
    expect(img.getAttribute("srcset")).toBe(
      [320, 640, 960, 1280]
        .map((w) => `/media/images/2026/11/k3j9x2abcdef-${w}w.jpg ${w}w`)
        .concat("/media/images/2026/11/k3j9x2abcdef.jpg 1600w")
        .join(", "),
    );
    expect(img.getAttribute("sizes")).toBe("(min-width: 62.5em) 33vw, 100vw");
    expect(img.getAttribute("loading")).toBe("lazy");
  });

  it("offers the AVIF copies first, with the same sizes, and the JPEG to other browsers", () => {
    renderWithApp(<MediaImage image={photo} alt="Bìa" sizes="(min-width: 62.5em) 33vw, 100vw" />);
    const img = screen.getByRole("img", { name: "Bìa" });
    const sources = [...(img.closest("picture")?.querySelectorAll("source") ?? [])];
    expect(sources.map((s) => [s.getAttribute("type"), s.getAttribute("sizes")])).toEqual([
      ["image/avif", "(min-width: 62.5em) 33vw, 100vw"],
    ]);
    expect(sources[0]?.getAttribute("srcset")).toBe(
      [320, 640, 960, 1280]
        .map((w) => `/media/images/2026/11/k3j9x2abcdef-${w}w.avif ${w}w`)
        .concat("/media/images/2026/11/k3j9x2abcdef.avif 1600w")
        .join(", "),
    );
    expect(img.nextElementSibling).toBeNull(); // the <img> comes last, as <picture> needs
  });

  it("keeps the blank pixel for hidden screens before the AVIF source", () => {
    renderWithApp(<MediaImage image={photo} alt="x" shownWhen="(min-width: 48em)" />);
    const picture = screen.getByRole("img").closest("picture") as HTMLElement;
    const sources = [...picture.querySelectorAll("source")];
    expect(sources.map((s) => s.getAttribute("media") ?? s.getAttribute("type"))).toEqual([
      "not all and (min-width: 48em)",
      "image/avif",
    ]);
  });

  it("draws full width when no sizes are given", () => {
    renderWithApp(<MediaImage image={photo} alt="x" />);
    expect(screen.getByRole("img").getAttribute("sizes")).toBe("100vw");
  });

  it("shows the blurred 100w preview until the chosen variant has loaded", () => {
    renderWithApp(<MediaImage image={photo} alt="x" />);
    const placeholder = screen.getByTestId("media-image-placeholder");
    expect(placeholder.style.backgroundImage).toContain("k3j9x2abcdef-100w.jpg");
    const root = screen.getByRole("img").closest("[style]") as HTMLElement;
    expect(root.hasAttribute("data-loaded")).toBe(false);
    fireEvent.load(screen.getByRole("img"));
    expect(root.hasAttribute("data-loaded")).toBe(true);
  });

  it("marks an image the browser had finished before the app ran (a cached one) as loaded", async () => {
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, "complete");
    const naturalWidth = Object.getOwnPropertyDescriptor(
      HTMLImageElement.prototype,
      "naturalWidth",
    );
    Object.defineProperty(HTMLImageElement.prototype, "complete", {
      configurable: true,
      get: () => true,
    });
    Object.defineProperty(HTMLImageElement.prototype, "naturalWidth", {
      configurable: true,
      get: () => 960,
    });
    try {
      renderWithApp(<MediaImage image={photo} alt="x" />);
      const root = screen.getByRole("img").closest("[style]") as HTMLElement;
      await waitFor(() => expect(root.hasAttribute("data-loaded")).toBe(true));
    } finally {
      if (complete) Object.defineProperty(HTMLImageElement.prototype, "complete", complete);
      else Reflect.deleteProperty(HTMLImageElement.prototype, "complete");
      if (naturalWidth)
        Object.defineProperty(HTMLImageElement.prototype, "naturalWidth", naturalWidth);
      else Reflect.deleteProperty(HTMLImageElement.prototype, "naturalWidth");
    }
  });

  it("replaces preview and image by the fallback when the image fails", () => {
    renderWithApp(<MediaImage image={photo} alt="x" />);
    const img = screen.getByRole("img");
    fireEvent.error(img);
    expect((img.closest("[style]") as HTMLElement).hasAttribute("data-failed")).toBe(true);
    expect(screen.queryByTestId("media-image-placeholder")).toBeNull();
    expect(screen.getByTestId("media-image-fallback")).toBeTruthy();
  });

  it("shows an SVG as it is, without preview or srcset", () => {
    const svg: ImageLike = {
      ...photo,
      extension: ".svg",
      width: 40,
      height: 20,
      variants: { "0w": 40 },
    };
    renderWithApp(<MediaImage image={svg} alt="Logo" ratio={2} />);
    const img = screen.getByRole("img", { name: "Logo" });
    expect(img.getAttribute("src")).toBe("/media/images/2026/11/k3j9x2abcdef.svg");
    expect(img.getAttribute("srcset")).toBe("/media/images/2026/11/k3j9x2abcdef.svg 40w");
    expect(screen.queryByTestId("media-image-placeholder")).toBeNull();
    expect(img.closest("picture")).toBeNull();
  });

  it("shows the fallback when there is no image", () => {
    renderWithApp(<MediaImage image={undefined} alt="" fallback={<span>không có ảnh</span>} />);
    expect(screen.getByTestId("media-image-fallback").textContent).toBe("không có ảnh");
  });
});
