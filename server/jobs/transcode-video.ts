import { rm } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { z } from "zod";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/schema.ts";
import { transcodeToHls } from "../storage/hls.ts";
import { filePath, hlsFolder } from "../storage/paths.ts";
import { probeMedia } from "../storage/probe.ts";
import { defineJob, type JobContext } from "./define-job.ts";

/**
 * Transcodes an uploaded video to HLS (360p/720p) in the background. The MP4 is served with
 * Range requests meanwhile; players switch to HLS once `hls_status` is READY. A heavy job: one
 * at a time per process, below every other job, with ffmpeg's threads limited.
 */

export interface TranscodeSettings {
  mediaDir: string;
  ffmpegThreads: number;
}

export const transcodePayload = z.object({ videoId: z.number().int().positive() });

/**
 * The work of one run. Idempotent: a video already READY (or deleted meanwhile) is left alone;
 * a retry starts over. The last failed attempt marks the video FAILED (the MP4 stays playable).
 */
export async function transcodeVideoFiles(
  db: Kysely<Database>,
  videoId: number,
  settings: TranscodeSettings,
  ctx: Pick<JobContext, "logger" | "signal" | "job">,
): Promise<void> {
  const video = await db
    .selectFrom("video")
    .select(["id", "path", "basename", "extension", "hls_status"])
    .where("id", "=", videoId)
    .executeTakeFirst();
  if (!video || video.hls_status === "READY") return;
  const setStatus = (status: "PROCESSING" | "FAILED" | "PENDING") =>
    db.updateTable("video").set({ hls_status: status }).where("id", "=", videoId).execute();

  await setStatus("PROCESSING");
  try {
    const input = filePath(settings.mediaDir, video);
    const output = hlsFolder(settings.mediaDir, video);
    const probe = await probeMedia(input);
    if (!probe.hasVideo || !probe.width || !probe.height) throw new Error("no video stream");
    const renditions = await transcodeToHls({
      input,
      outputFolder: output,
      width: probe.width,
      height: probe.height,
      hasAudio: probe.hasAudio,
      threads: settings.ffmpegThreads,
      signal: ctx.signal,
    });
    const updated = await db
      .updateTable("video")
      .set({ hls_status: "READY" })
      .where("id", "=", videoId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      // Deleted while ffmpeg ran: its files were removed before these were written.
      await rm(path.dirname(output), { recursive: true, force: true });
      return;
    }
    ctx.logger.info({ videoId, renditions: renditions.map((r) => r.name) }, "Video ready as HLS");
  } catch (error) {
    await setStatus(ctx.job.attempts >= ctx.job.maxAttempts ? "FAILED" : "PENDING");
    throw error;
  }
}

export function createTranscodeVideoJob(settings: () => TranscodeSettings) {
  return defineJob({
    name: "media.transcode-video",
    payload: transcodePayload,
    heavy: true,
    // Below mail and order expiry: a person waits for those, nobody waits for a rendition.
    priority: -10,
    maxAttempts: 3,
    handler: ({ videoId }, ctx) => transcodeVideoFiles(ctx.db, videoId, settings(), ctx),
  });
}

let processSettings: TranscodeSettings | undefined;

/**
 * The registered job reads the same environment as the server it runs in (server/main.ts
 * loads it the same way at start-up, where a bad value already stopped the process).
 */
export const transcodeVideo = createTranscodeVideoJob(() => {
  processSettings ??= loadConfig();
  return processSettings;
});
