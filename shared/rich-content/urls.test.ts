import { describe, expect, it } from "vitest";
import { safeUrl } from "./urls.ts";

describe("safeUrl", () => {
  it("allows web, mail and phone links and site paths", () => {
    for (const url of [
      "https://a.vn/x",
      "http://a.vn",
      "mailto:a@b.vn",
      "tel:+8490",
      "/courses/a",
      "#part",
      "bai-1",
    ]) {
      expect(safeUrl(url, "link")).toBe(url);
    }
  });

  it("refuses scripts however they are written", () => {
    for (const url of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "java\tscript:x",
      "java\nscript:x",
      "\u0001javascript:x",
      "vbscript:x",
      "data:text/html,x",
    ]) {
      expect(safeUrl(url, "link")).toBeNull();
    }
  });

  it("refuses protocol-relative addresses and control characters", () => {
    expect(safeUrl("//evil.example", "link")).toBeNull();
    expect(safeUrl("/\\evil.example", "link")).toBeNull();
    expect(safeUrl("/a\u0000b", "link")).toBeNull();
  });

  it("takes media from the web or site paths only", () => {
    expect(safeUrl("/media/videos/a.mp4", "media")).toBe("/media/videos/a.mp4");
    expect(safeUrl("https://cdn.example/a.mp4", "media")).toBe("https://cdn.example/a.mp4");
    expect(safeUrl("mailto:a@b.vn", "media")).toBeNull();
    expect(safeUrl("a.mp4", "media")).toBeNull();
  });

  it("frames only the embed pages of allow-listed hosts", () => {
    for (const url of [
      "https://www.youtube.com/embed/abc",
      "https://www.youtube-nocookie.com/embed/abc",
      "https://player.vimeo.com/video/1",
      "https://www.google.com/maps/embed?pb=1",
      "https://docs.google.com/presentation/d/x/embed",
      "https://docs.google.com/document/d/x/pub?embedded=true",
    ]) {
      expect(safeUrl(url, "iframe")).toBe(url);
    }
    for (const url of [
      "http://www.youtube.com/embed/abc",
      "https://www.youtube.com/watch?v=abc",
      "https://www.youtube.com.evil.example/embed/abc",
      "https://user@www.youtube.com/embed/abc",
      "https://www.google.com/search?q=x",
      "/embed/abc",
    ]) {
      expect(safeUrl(url, "iframe")).toBeNull();
    }
  });
});
