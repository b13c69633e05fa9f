import type { Kysely } from "kysely";
import type { z } from "zod";
import type { accountUpdateSchema } from "../../../shared/schemas/auth.ts";
import { normalizeSearch } from "../../../shared/search.ts";
import { nowIso } from "../../db/dialect.ts";
import type { Database, UserUpdate } from "../../db/schema.ts";
import { fieldError } from "../../lib/app-error.ts";

/**
 * The profile fields of the account settings form. Fields left out stay as they are; the avatar
 * must be an image this user uploaded: pointing it at another image would reveal that image
 * through the profile's refs (docs/decisions/011).
 */
export async function updateProfile(
  db: Kysely<Database>,
  userId: number,
  input: z.output<typeof accountUpdateSchema>,
): Promise<void> {
  if (input.avatar_image_id) {
    const image = await db
      .selectFrom("image")
      .select("id")
      .where("id", "=", input.avatar_image_id)
      .where("creator_id", "=", userId)
      .executeTakeFirst();
    if (!image) throw fieldError("avatar_image_id", "validation.imageNotFound");
  }
  const changes: UserUpdate = {};
  if (input.full_name !== undefined) {
    changes.full_name = input.full_name;
    changes.search_text = normalizeSearch(input.full_name);
  }
  if (input.title !== undefined) changes.title = input.title;
  if (input.phone !== undefined) changes.phone = input.phone;
  if (input.introduction !== undefined) changes.introduction = input.introduction;
  if (input.avatar_image_id !== undefined) changes.avatar_image_id = input.avatar_image_id;
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable("user")
    .set({ ...changes, update_time: nowIso() })
    .where("id", "=", userId)
    .execute();
}

/** The interface language saved on the account (e-mails are written in it). */
export async function saveLocale(db: Kysely<Database>, userId: number, locale: string) {
  await db.updateTable("user").set({ locale }).where("id", "=", userId).execute();
}

/** Points the account at an image just uploaded as its avatar. */
/** Points the account at a new avatar; answers the one it replaced (null when none). */
export async function setAvatar(
  db: Kysely<Database>,
  userId: number,
  imageId: number,
): Promise<number | null> {
  const { avatar_image_id: previous } = await db
    .selectFrom("user")
    .select("avatar_image_id")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable("user")
    .set({ avatar_image_id: imageId, update_time: nowIso() })
    .where("id", "=", userId)
    .execute();
  return previous;
}
