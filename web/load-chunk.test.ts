import { afterEach, describe, expect, it, vi } from "vitest";
import { isChunkLoadError, loadChunk } from "./load-chunk.ts";

afterEach(() => vi.useRealTimers());

describe("loadChunk", () => {
  it("gives up after 120 s without an answer, with an error the retry screen recognises", async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => undefined));
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isChunkLoadError(await outcome)).toBe(true);
  });

  it("turns a failed import into the same error", async () => {
    const error = await loadChunk(() => Promise.reject(new TypeError("Failed to fetch"))).catch(
      (e: unknown) => e,
    );
    expect(isChunkLoadError(error)).toBe(true);
  });
});
