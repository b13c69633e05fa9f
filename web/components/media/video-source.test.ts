import { describe, expect, it, vi } from "vitest";
import { attachVideoSource } from "./video-source.ts";

const SOURCES = { hls: "/media/videos/a/hls/index.m3u8", mp4: "/media/videos/a.mp4" };

function element(nativeHls = false) {
  return {
    src: "",
    canPlayType: (type: string) =>
      nativeHls && type === "application/vnd.apple.mpegurl" ? "maybe" : "",
  } as unknown as HTMLVideoElement;
}

/** A stand-in for hls.js that records what the player was asked to do. */
function fakeHls(supported = true) {
  const calls: string[] = [];
  let onError: ((event: string, data: { fatal: boolean }) => void) | undefined;
  class Hls {
    static isSupported = () => supported;
    static Events = { ERROR: "hlsError" };
    on(_event: string, handler: typeof onError) {
      onError = handler;
    }
    loadSource(url: string) {
      calls.push(`load ${url}`);
    }
    attachMedia() {
      calls.push("attach");
    }
    destroy() {
      calls.push("destroy");
    }
  }
  const load = vi.fn(async () => ({ default: Hls }) as never);
  return { load, calls, fail: (fatal: boolean) => onError?.("hlsError", { fatal }) };
}

describe("attachVideoSource", () => {
  it("plays the MP4 while there is no HLS, without loading hls.js", () => {
    const video = element();
    const hls = fakeHls();
    attachVideoSource(video, { hls: null, mp4: SOURCES.mp4 }, hls.load);
    expect(video.src).toBe(SOURCES.mp4);
    expect(hls.load).not.toHaveBeenCalled();
  });

  it("gives the playlist to a browser that plays HLS itself", () => {
    const video = element(true);
    const hls = fakeHls();
    attachVideoSource(video, SOURCES, hls.load);
    expect(video.src).toBe(SOURCES.hls);
    expect(hls.load).not.toHaveBeenCalled();
  });

  it("uses hls.js elsewhere, and falls back to the MP4 on a fatal error only", async () => {
    const video = element();
    const hls = fakeHls();
    const detach = attachVideoSource(video, SOURCES, hls.load);
    await vi.waitFor(() => expect(hls.calls).toEqual([`load ${SOURCES.hls}`, "attach"]));
    hls.fail(false);
    expect(video.src).toBe("");
    hls.fail(true);
    expect(video.src).toBe(SOURCES.mp4);
    expect(hls.calls).toContain("destroy");
    detach();
  });

  it("plays the MP4 where hls.js cannot run or did not load", async () => {
    const unsupported = element();
    attachVideoSource(unsupported, SOURCES, fakeHls(false).load);
    await vi.waitFor(() => expect(unsupported.src).toBe(SOURCES.mp4));
    const offline = element();
    attachVideoSource(offline, SOURCES, () => Promise.reject(new Error("chunk failed")));
    await vi.waitFor(() => expect(offline.src).toBe(SOURCES.mp4));
  });

  it("destroys the player when detached", async () => {
    const hls = fakeHls();
    const detach = attachVideoSource(element(), SOURCES, hls.load);
    await vi.waitFor(() => expect(hls.calls).toContain("attach"));
    detach();
    expect(hls.calls.at(-1)).toBe("destroy");
  });
});
