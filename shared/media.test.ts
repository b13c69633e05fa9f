import { describe, expect, it } from "vitest";
import {
  assetUrl,
  hlsUrl,
  imageAlt,
  imagePlaceholderUrl,
  imageSrcSet,
  modernCopyWidths,
  modernSrcSet,
} from "./media.ts";

const image = {
  path: "images/2026/11/",
  basename: "k3j9x2",
  extension: ".jpg",
  width: 1000,
  height: 500,
  variants: JSON.stringify({ "0w": 1000, "100w": 100, "320w": 320, "640w": 640, "960w": 960 }),
};

describe("assetUrl", () => {
  it("joins base path, path, basename and extension", () => {
    expect(assetUrl(image)).toBe("/media/images/2026/11/k3j9x2.jpg");
  });
  it("puts the variant width before the extension", () => {
    expect(assetUrl(image, 320)).toBe("/media/images/2026/11/k3j9x2-320w.jpg");
  });
  it("treats 0w as the original", () => {
    expect(assetUrl(image, 0)).toBe("/media/images/2026/11/k3j9x2.jpg");
  });
});

describe("imageSrcSet", () => {
  it("lists the raster variants the image has, then the original", () => {
    expect(imageSrcSet(image)).toBe(
      "/media/images/2026/11/k3j9x2-320w.jpg 320w, /media/images/2026/11/k3j9x2-640w.jpg 640w, " +
        "/media/images/2026/11/k3j9x2-960w.jpg 960w, /media/images/2026/11/k3j9x2.jpg 1000w",
    );
  });
  it("gives the placeholder only when the variant exists", () => {
    expect(imagePlaceholderUrl(image)).toBe("/media/images/2026/11/k3j9x2-100w.jpg");
    expect(imagePlaceholderUrl({ ...image, variants: null })).toBeNull();
  });
});

describe("modernSrcSet (AVIF copies, decision 051)", () => {
  it("lists the AVIF copy of each variant of imageSrcSet, in its order, original last", () => {
    expect(modernSrcSet(image)).toBe(
      "/media/images/2026/11/k3j9x2-320w.avif 320w, /media/images/2026/11/k3j9x2-640w.avif 640w, " +
        "/media/images/2026/11/k3j9x2-960w.avif 960w, /media/images/2026/11/k3j9x2.avif 1000w",
    );
  });
  it("has no copy of an original wider than the widest variant", () => {
    const wide = {
      ...image,
      width: 4000,
      variants: JSON.stringify({ "0w": 4000, "100w": 100, "1280w": 1280, "1920w": 1920 }),
    };
    expect(modernCopyWidths(wide)).toEqual([1280, 1920]);
  });
  it("gives PNG copies too, and none to WebP, AVIF, GIF or SVG images", () => {
    expect(modernCopyWidths({ ...image, extension: ".png" })).toEqual([320, 640, 960, 0]);
    for (const extension of [".webp", ".avif", ".gif", ".svg"]) {
      expect(modernSrcSet({ ...image, extension })).toBe("");
    }
  });
});

describe("hlsUrl", () => {
  it("points at the master playlist in the video's own folder", () => {
    const video = { path: "videos/2026/11/", basename: "k3j9x2", extension: ".mp4" };
    expect(hlsUrl(video)).toBe("/media/videos/2026/11/k3j9x2/hls/index.m3u8");
  });
});

describe("imageAlt (issue 16: the image's own alternative text)", () => {
  it("prefers the image's alt text, else what the place says", () => {
    expect(imageAlt({ alt: "  Bản đồ Hà Nội " }, "Chú thích")).toBe("Bản đồ Hà Nội");
    expect(imageAlt({ alt: "" }, "Chú thích")).toBe("Chú thích");
    expect(imageAlt({ alt: "   " }, "")).toBe("");
    expect(imageAlt({ alt: null }, "Chú thích")).toBe("Chú thích");
    expect(imageAlt(undefined, "")).toBe("");
  });
});
