import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  removeStoredFiles,
  type StoredAudioRow,
  type StoredDocumentRow,
  type StoredImageRow,
  type StoredVideoRow,
  storeFile,
  storeImage,
} from "../storage/storage.ts";
import { PALETTES } from "./art/palette.ts";
import { renderSvg } from "./art/render.ts";
import { AUDIO_CLIPS, VIDEO_CLIPS } from "./content/clips.ts";
import { DOCUMENTS, type DocumentKey } from "./content/documents.ts";
import type { AudioKey, StaffKey, VideoKey } from "./content/types.ts";
import { imageJobs } from "./images.ts";
import { makeAudio, makeVideo } from "./media/clips.ts";
import { buildPdf } from "./media/pdf.ts";

/**
 * Which lessons a stored copy of a clip or PDF serves. The media server opens a file to everyone
 * as soon as one preview lesson of a public course uses it (server/features/media/README.md), so
 * a file shared by a preview and a paid lesson would give the paid lesson away: every clip and
 * PDF is stored twice, once for the free previews and once for the paid lessons.
 */
export const LESSON_ACCESS = ["preview", "paid"] as const;
export type LessonAccess = (typeof LESSON_ACCESS)[number];
export type PerAccess<R> = Record<LessonAccess, R>;

/** Every file the seed stored, as rows still to insert, with who "uploaded" each image. */
export interface SeedAssets {
  images: Map<string, { row: StoredImageRow; owner: StaffKey }>;
  videos: Record<VideoKey, PerAccess<StoredVideoRow>>;
  audios: Record<AudioKey, PerAccess<StoredAudioRow>>;
  documents: Record<DocumentKey, PerAccess<StoredDocumentRow>>;
}

/** The media library's title of a copy: the preview one says so, so that staff tell them apart. */
const copyTitle = (title: string, access: LessonAccess) =>
  access === "preview" ? `${title} — học thử` : title;

type AnyStoredRow = StoredImageRow | StoredVideoRow | StoredAudioRow | StoredDocumentRow;

/**
 * Files written so far, so that a failure (here or in the database transaction after) can
 * remove them all: a failed seed leaves nothing behind.
 */
export class WrittenFiles {
  readonly rows: AnyStoredRow[] = [];

  add<R extends AnyStoredRow>(row: R): R {
    this.rows.push(row);
    return row;
  }

  async removeAll(mediaDir: string): Promise<void> {
    await Promise.all(this.rows.map((row) => removeStoredFiles(mediaDir, row)));
    this.rows.length = 0;
  }
}

// Two cores: sharp's encoders and ffmpeg each use one, so a third task keeps both busy while
// another waits on the disk.
const CONCURRENCY = 3;

/** Renders and stores every image, video, audio clip and PDF of the demo catalogue. */
export async function generateAssets(
  options: { mediaDir: string; now: Date },
  written: WrittenFiles,
): Promise<SeedAssets> {
  const { mediaDir, now } = options;
  const workDir = await mkdtemp(path.join(tmpdir(), "hv-seed-"));
  const store = { mediaDir, now, creatorId: null };
  const assets: SeedAssets = {
    images: new Map(),
    videos: {} as SeedAssets["videos"],
    audios: {} as SeedAssets["audios"],
    documents: {} as SeedAssets["documents"],
  };
  // Slow ffmpeg jobs first, so that images fill the cores while they run.
  const tasks: (() => Promise<void>)[] = [
    ...(Object.entries(VIDEO_CLIPS) as [VideoKey, (typeof VIDEO_CLIPS)[VideoKey]][]).map(
      ([key, clip]) =>
        async () => {
          const data = await makeVideo({ ...clip, palette: PALETTES[clip.category] }, workDir, key);
          assets.videos[key] = await storeCopies((access) =>
            storeFile({ ...store, kind: "video", data, title: copyTitle(clip.title, access) }),
          );
        },
    ),
    ...(Object.entries(AUDIO_CLIPS) as [AudioKey, (typeof AUDIO_CLIPS)[AudioKey]][]).map(
      ([key, clip]) =>
        async () => {
          const data = await makeAudio(clip, workDir, key);
          assets.audios[key] = await storeCopies((access) =>
            storeFile({ ...store, kind: "audio", data, title: copyTitle(clip.title, access) }),
          );
        },
    ),
    ...(Object.entries(DOCUMENTS) as [DocumentKey, (typeof DOCUMENTS)[DocumentKey]][]).map(
      ([key, document]) =>
        async () => {
          const data = buildPdf(document.pdf);
          assets.documents[key] = await storeCopies((access) =>
            storeFile({
              ...store,
              kind: "document",
              data,
              title: copyTitle(document.title, access),
            }),
          );
        },
    ),
    ...imageJobs().map((job) => async () => {
      const data = await renderSvg(job.svg());
      const row = await storeImage({ ...store, data, title: job.title });
      assets.images.set(job.key, { row: written.add(row), owner: job.owner });
    }),
  ];
  /** The same bytes stored once per access, each under its own random name. */
  async function storeCopies<R extends AnyStoredRow>(
    store: (access: LessonAccess) => Promise<R>,
  ): Promise<PerAccess<R>> {
    const preview = written.add(await store("preview"));
    const paid = written.add(await store("paid"));
    return { preview, paid };
  }
  try {
    await runAll(tasks, CONCURRENCY);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  return assets;
}

/**
 * Runs the tasks `limit` at a time. Unlike Promise.all it waits for every started task before
 * throwing the first error, so no file is written after the caller's clean-up.
 */
async function runAll(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < tasks.length) {
      const task = tasks[next++]!;
      try {
        await task();
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}
