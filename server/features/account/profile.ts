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
