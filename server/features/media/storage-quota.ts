import type { Kysely } from "kysely";
import type { Locale } from "../../../shared/constants.ts";
import { formatFileSize } from "../../../shared/format.ts";
import type { Database } from "../../db/schema.ts";
import { badRequest } from "../../lib/app-error.ts";

const MEDIA_TABLES = ["image", "video", "audio", "document"] as const;

/** Bytes of media files the user uploaded, all kinds together (the stored originals). */
export async function storageUsedBy(db: Kysely<Database>, userId: number): Promise<number> {
  const sums = await Promise.all(
    MEDIA_TABLES.map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("size"), eb.lit(0)).as("used"))
        .where("creator_id", "=", userId)
        .executeTakeFirstOrThrow(),
    ),
  );
  return sums.reduce((total, { used }) => total + Number(used), 0);
}

/**
 * Refuses an upload that would take the user past their quota (MEDIA_QUOTA_PER_USER_MB): one
 * account cannot fill the server's disk. `incoming` is the upload's size once received (0 for
 * the check made before reading the body).
 */
export async function checkStorageQuota(
  db: Kysely<Database>,
  options: { userId: number; quota: number; incoming: number; locale: Locale },
): Promise<void> {
  const used = await storageUsedBy(db, options.userId);
  if (used + options.incoming <= options.quota && used < options.quota) return;
  throw badRequest("errors.media.quotaReached", {
    quota: formatFileSize(options.quota, options.locale),
  });
}
