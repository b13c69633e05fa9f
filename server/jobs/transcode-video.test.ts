import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVideo } from "../../tests/factories.ts";
import { engines, openTestDb, type TestDb } from "../../tests/setup/test-db.ts";
import { sampleVideo, tempDataDir } from "../features/media/test-support.ts";
import { FFMPEG_PATH } from "../storage/probe.ts";
import { storeFile } from "../storage/storage.ts";
import type { JobLogger } from "./define-job.ts";
import { createJobRunner, enqueue } from "./queue.ts";
import { createTranscodeVideoJob, transcodeVideoFiles } from "./transcode-video.ts";

const run = promisify(execFile);
const quiet: JobLogger = { info() {}, warn() {}, error() {} };

describe.each(engines())("video transcoding to HLS on %s", (engine) => {
  let db: TestDb;
  let mediaDir: string;
  const settings = () => ({ mediaDir, ffmpegThreads: 1 });

  beforeAll(async () => {
    db = await openTestDb(engine);
    mediaDir = path.join(tempDataDir("hls"), "media");
  });
  afterAll(async () => {
    await db.close();
    rmSync(path.dirname(mediaDir), { recursive: true, force: true });
  });

  async function storedVideo() {
    const row = await storeFile({
      mediaDir,
      kind: "video",
      data: await sampleVideo(4, "320x180"),
      title: "Bài giảng",
      creatorId: null,
    });
    const { id } = await db.db
      .insertInto("video")
      .values({ ...row, hls_status: "PENDING" })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ...row, id: Number(id) };
  }

  it("writes a master playlist and renditions no taller than the source, then marks it READY", async () => {
    const video = await storedVideo();
    const job = createTranscodeVideoJob(settings);
    await enqueue(db.db, job, { videoId: video.id });
    const runner = createJobRunner({ db: db.db, jobs: [job], logger: quiet });
    expect(await runner.runOnce()).toBe(1);

    const status = await db.db
      .selectFrom("video")
      .select("hls_status")
      .where("id", "=", video.id)
      .executeTakeFirstOrThrow();
    expect(status.hls_status).toBe("READY");
    const hls = path.join(mediaDir, video.path, video.basename, "hls");
    const master = readFileSync(path.join(hls, "index.m3u8"), "utf8");
    // 180 rows of source: one rendition at its own height, none upscaled to 360p or 720p.
    expect(master).toMatch(
      /^#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-STREAM-INF:BANDWIDTH=\d+,RESOLUTION=320x180,CODECS="avc1\.4d401f,mp4a\.40\.2"\n180p\/index\.m3u8\n$/,
    );
    const playlist = readFileSync(path.join(hls, "180p", "index.m3u8"), "utf8");
    expect(playlist).toContain("#EXT-X-PLAYLIST-TYPE:VOD");
    expect(playlist).toContain("#EXT-X-ENDLIST");
    const segments = readdirSync(path.join(hls, "180p")).filter((f) => f.endsWith(".ts"));
    expect(segments[0]).toBe("seg-00000.ts");
    // Decoded by ffmpeg (the bundled ffprobe build crashes on MPEG-TS input).
    const decoded = await run(FFMPEG_PATH, [
      "-hide_banner",
      "-i",
      path.join(hls, "180p", segments[0] ?? ""),
      "-map",
      "0",
      "-f",
      "null",
      "-",
    ]);
    expect(decoded.stderr).toMatch(/Video: h264 \(Main\).*320x180/);
    expect(decoded.stderr).toMatch(/Audio: aac/);
    // Nothing half-written is left beside it.
    expect(readdirSync(path.dirname(hls))).toEqual(["hls"]);
  });

  it("leaves a READY video alone", async () => {
    const video = await createVideo(db.db, { hls_status: "READY" });
    const ctx = {
      logger: quiet,
      signal: new AbortController().signal,
      job: { id: 1, name: "x", attempts: 1, maxAttempts: 3 },
    };
    await transcodeVideoFiles(db.db, video.id, settings(), ctx);
    expect(existsSync(path.join(mediaDir, video.path, video.basename))).toBe(false);
  });

  it("keeps the video playable as MP4 when transcoding fails, FAILED after the last try", async () => {
    const video = await createVideo(db.db, { path: "videos/2026/11/", hls_status: "PENDING" });
    // Its own folder: the earlier tests' uploads went into the current month's, not this one.
    mkdirSync(path.join(mediaDir, video.path), { recursive: true });
    writeFileSync(path.join(mediaDir, video.path, `${video.basename}.mp4`), "not a video");
    const attempt = (attempts: number) => ({
      logger: quiet,
      signal: new AbortController().signal,
      job: { id: 1, name: "media.transcode-video", attempts, maxAttempts: 3 },
    });
    const status = async () =>
      (
        await db.db
          .selectFrom("video")
          .select("hls_status")
          .where("id", "=", video.id)
          .executeTakeFirstOrThrow()
      ).hls_status;
    await expect(transcodeVideoFiles(db.db, video.id, settings(), attempt(1))).rejects.toThrow();
    expect(await status()).toBe("PENDING");
    await expect(transcodeVideoFiles(db.db, video.id, settings(), attempt(3))).rejects.toThrow();
    expect(await status()).toBe("FAILED");
    expect(existsSync(path.join(mediaDir, video.path, video.basename))).toBe(false);
  });
});
