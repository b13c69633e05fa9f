import { describe, expect, it } from "vitest";
import { assetUrl, hlsUrl } from "../../../shared/media.ts";
import { storedFileOf } from "./media-file.ts";

describe("storedFileOf", () => {
  it("gives back the parts assetUrl builds the URL from", () => {
    const file = { path: "videos/2026/11/", basename: "a1b2c3", extension: ".mp4" };
    const parsed = storedFileOf(assetUrl(file));
    expect(parsed).toEqual(file);
    // The player finds the HLS playlist the server announces from the same parts.
    expect(hlsUrl(parsed!)).toBe("/media/videos/2026/11/a1b2c3/hls/index.m3u8");
  });

  it("keeps the dots of a basename and takes the last one as the extension", () => {
    expect(storedFileOf("/media/documents/x.v2.pdf")).toEqual({
      path: "documents/",
      basename: "x.v2",
      extension: ".pdf",
    });
  });

  it("refuses URLs outside the media folder or without an extension", () => {
    expect(storedFileOf("https://example.com/media/a.mp4")).toBeNull();
    expect(storedFileOf("/media/videos/noextension")).toBeNull();
  });
});
