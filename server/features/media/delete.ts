import type { Kysely } from "kysely";
import type { Locale, MediaKind } from "../../../shared/constants.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../policies/actor.ts";
import { authorize } from "../../policies/index.ts";
import { removeStoredFiles } from "../../storage/storage.ts";
import { describeUsages, findMediaUsages } from "./media-usage.ts";

/**
 * Deletes a media record and its files (`POST /api/media/delete`), unless something still uses
 * it: then 409 with the places in the message and in `details.usages`. A writer deletes only
 * their own uploads (the policy module decides).
 */
export async function deleteMedia(
  db: Kysely<Database>,
  options: { mediaDir: string; actor: Actor; locale: Locale },
  target: { kind: MediaKind; id: number },
): Promise<void> {
  const row = await db
    .selectFrom(target.kind)
    .selectAll()
    .where("id", "=", target.id)
    .executeTakeFirst();
  if (!row) throw notFound();
  const media = { ...row, id: Number(row.id) };
  authorize(options.actor, "delete", "media", media);

  const refuse = async () => {
    const usages = await findMediaUsages(db, target.kind, media);
    if (usages.length === 0) return null;
    return new AppError(
      "CONFLICT",
      "errors.media.inUse",
      { places: describeUsages(usages, options.locale) },
      undefined,
      { usages },
    );
  };
  const inUse = await refuse();
  if (inUse) throw inUse;

  try {
    await db.deleteFrom(target.kind).where("id", "=", media.id).execute();
  } catch (error) {
    // Someone started using it meanwhile (a RESTRICT foreign key): the same answer as above.
    throw (await refuse()) ?? error;
  }
  await removeStoredFiles(options.mediaDir, {
    ...media,
    variants: "variants" in media ? media.variants : null,
  });
}
