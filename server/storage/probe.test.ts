import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { probeMedia } from "./probe.ts";

/**
 * An upload is read by ffprobe (and ffmpeg): a crafted name or file must not make them fetch or
 * open anything but the file itself. A local HTTP server counts what reaches it. (An HLS
 * playlist on disk is already kept from fetching http:// segments by ffmpeg's own HLS rules.)
 */
describe("ffprobe on a crafted upload", () => {
  let server: Server;
  let hits = 0;
  let origin = "";
  let folder = "";
  beforeAll(async () => {
    server = createServer((_request, response) => {
      hits++;
      response.end("#EXTM3U\n");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    folder = mkdtempSync(path.join(tmpdir(), "hv-probe-"));
  });
  afterAll(async () => {
    server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("does not open a concat: name or any protocol but the local file", async () => {
    const file = path.join(folder, "clip.mp4");
    writeFileSync(file, "not a video");
    await expect(probeMedia(`concat:${file}|${file}`)).rejects.toThrow(/whitelist|Protocol/i);
    await expect(probeMedia(`${origin}/direct.mp4`)).rejects.toThrow(/whitelist|Protocol/i);
    expect(hits).toBe(0);
  });
});
