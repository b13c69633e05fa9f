import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { removeStoredFiles } from "../../storage/storage.ts";
import { findMediaUsages } from "../media/media-usage.ts";

/**
 * After a new avatar is set, the one it replaced is deleted (row and files) when the user
 * uploaded it and nothing else uses it: a student who changes their picture ten times keeps one
 * picture on the server, not ten. Staff pictures that went on to be used elsewhere stay.
 */
export async function removeReplacedAvatar(
  db: Kysely<Database>,
  mediaDir: string,
  userId: number,
  imageId: number,
): Promise<void> {
  const image = await db
    .selectFrom("image")
    .selectAll()
    .where("id", "=", imageId)
    .where("creator_id", "=", userId)
    .executeTakeFirst();
  if (!image) return;
  if ((await findMediaUsages(db, "image", image)).length > 0) return;
  try {
    await db.deleteFrom("image").where("id", "=", image.id).execute();
  } catch {
    return; // put to use meanwhile (a RESTRICT foreign key): it stays
  }
  await removeStoredFiles(mediaDir, image);
}
