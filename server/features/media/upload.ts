import { rm } from "node:fs/promises";
import path from "node:path";
import type { MultipartFile } from "@fastify/multipart";
import type { Kysely } from "kysely";
import { type Locale, MEDIA_KINDS, type MediaKind } from "../../../shared/constants.ts";
import { formatFileSize } from "../../../shared/format.ts";
import { MEDIA_EXTENSIONS } from "../../../shared/media.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/schema.ts";
import { enqueue } from "../../jobs/queue.ts";
import { transcodeVideo } from "../../jobs/transcode-video.ts";
import { AppError, badRequest } from "../../lib/app-error.ts";
import { receiveUpload, UploadTooLargeError } from "../../storage/receive.ts";
import {
  removeStoredFiles,
  type StoredAudioRow,
  type StoredDocumentRow,
  type StoredImageRow,
  type StoredVideoRow,
  type StoreInput,
  storeFile,
  storeImage,
} from "../../storage/storage.ts";
import { checkStorageQuota } from "./storage-quota.ts";

/**
 * One upload, from the multipart stream to the new row (`POST /api/media/upload`):
 * the fields `kind` and `title` come first, then the file. The file is streamed to a temporary
 * file (never held in memory), its type read from its bytes, stored by server/storage, and its
 * row inserted — with a video's transcoding job, in the same transaction. Whatever fails on the
 * way (too large, wrong type, the client leaving, the insert), no file and no row remain.
 */

export interface UploadOptions {
  db: Kysely<Database>;
  config: Pick<Config, "mediaDir" | "uploadLimits" | "mediaQuotaPerUser">;
  locale: Locale;
  creatorId: number;
  /** Set by routes that take one kind only (a student's avatar); else the `kind` field. */
  kind?: MediaKind;
}

export interface Uploaded {
  kind: MediaKind;
  id: number;
}

const TITLE_MAX = 200;

export async function uploadMedia(part: MultipartFile, options: UploadOptions): Promise<Uploaded> {
  const { db, config } = options;
  try {
    const kind = options.kind ?? fieldValue(part, "kind");
    if (!(MEDIA_KINDS as readonly string[]).includes(kind ?? "")) {
      throw badRequest("errors.media.badKind");
    }
    const mediaKind = kind as MediaKind;
    const fileName = checkFileName(part.filename, mediaKind);
    const title = titleFrom(fieldValue(part, "title"), fileName);

    const quota = {
      userId: options.creatorId,
      quota: config.mediaQuotaPerUser,
      locale: options.locale,
    };
    // Before reading the body (a full account is told at once), and again with its size.
    await checkStorageQuota(db, { ...quota, incoming: 0 });
    const limit = config.uploadLimits[mediaKind];
    const received = await receiveUpload(part.file, {
      mediaDir: config.mediaDir,
      maxBytes: limit,
    }).catch((error: unknown) => {
      if (error instanceof UploadTooLargeError) {
        throw badRequest(
          mediaKind === "image" ? "validation.imageMaxSize" : "validation.fileMaxSize",
          {
            size: formatFileSize(limit, options.locale),
          },
        );
      }
      // The disk failed (full, no permission): a server error, logged as one.
      if (typeof (error as { syscall?: unknown })?.syscall === "string") throw error;
      // The client went away or sent a broken body: nothing was kept.
      throw new AppError("VALIDATION", "errors.uploadFailed");
    });
    try {
      await checkStorageQuota(db, { ...quota, incoming: received.size });
      const stored = await store(mediaKind, {
        mediaDir: config.mediaDir,
        data: received,
        title,
        creatorId: options.creatorId,
      });
      try {
        const id = await db.transaction().execute((trx) => insert(trx, stored));
        return { kind: mediaKind, id };
      } catch (error) {
        await removeStoredFiles(config.mediaDir, stored.row);
        throw error;
      }
    } finally {
      // Gone already when it was moved into place; left over when anything failed.
      await rm(received.tempPath, { force: true });
    }
  } finally {
    // A refusal before the file was read: let the rest of the body pass, so that the answer
    // is not stuck behind it.
    if (!part.file.readableEnded) part.file.resume();
  }
}

type Stored =
  | { kind: "image"; row: StoredImageRow }
  | { kind: "video"; row: StoredVideoRow }
  | { kind: "audio"; row: StoredAudioRow }
  | { kind: "document"; row: StoredDocumentRow };

async function store(kind: MediaKind, input: StoreInput): Promise<Stored> {
  switch (kind) {
    case "image":
      return { kind, row: await storeImage(input) };
    case "video":
      return { kind, row: await storeFile({ ...input, kind }) };
    case "audio":
      return { kind, row: await storeFile({ ...input, kind }) };
    case "document":
      return { kind, row: await storeFile({ ...input, kind }) };
  }
}

/** The row's insert; a video's transcoding job is queued with it, so both or neither exist. */
async function insert(trx: Kysely<Database>, stored: Stored): Promise<number> {
  const returning = <T extends { executeTakeFirstOrThrow(): Promise<{ id: number }> }>(q: T) =>
    q.executeTakeFirstOrThrow().then((r) => Number(r.id));
  switch (stored.kind) {
    case "image":
      return returning(trx.insertInto("image").values(stored.row).returning("id"));
    case "audio":
      return returning(trx.insertInto("audio").values(stored.row).returning("id"));
    case "document":
      return returning(trx.insertInto("document").values(stored.row).returning("id"));
    case "video": {
      const id = await returning(
        trx
          .insertInto("video")
          .values({ ...stored.row, hls_status: "PENDING" })
          .returning("id"),
      );
      await enqueue(trx, transcodeVideo, { videoId: id });
      return id;
    }
  }
}

/** A multipart field sent before the file, as text. */
function fieldValue(part: MultipartFile, name: string): string | undefined {
  const field = part.fields[name];
  const single = Array.isArray(field) ? field[0] : field;
  return single && single.type === "field" ? String(single.value) : undefined;
}

/**
 * Browsers send a bare file name. One with folders (`../../etc/passwd`), control characters or
 * no name at all was made by hand: refused. The name is never used on disk anyway.
 */
function checkFileName(name: string, kind: MediaKind): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (!name || name.length > 255 || /[/\\\u0000-\u001f\u007f]/.test(name) || /^\.+$/.test(name)) {
    throw badRequest("errors.media.invalidFileName");
  }
  const extension = path.extname(name).toLowerCase();
  if (extension && !MEDIA_EXTENSIONS[kind].includes(extension)) {
    throw badRequest("validation.invalidExtension", { ext: extension });
  }
  return name;
}

/** The given title, or the file name without its extension. */
function titleFrom(given: string | undefined, fileName: string): string {
  const fallback = path.basename(fileName, path.extname(fileName));
  const title = (given?.trim() || fallback).normalize("NFC");
  return title.slice(0, TITLE_MAX);
}
