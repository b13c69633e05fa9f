import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { type Actor, abilities } from "../../policies/index.ts";

/**
 * What the signed-in person knows about their own account (`GET /api/account/info`, and the page
 * data object): every column of their user row except the password hash and the search column,
 * their avatar image, and their abilities from the policy module.
 */

export const ACCOUNT_USER_COLUMNS = [
  "id",
  "email",
  "full_name",
  "title",
  "phone",
  "introduction",
  "avatar_image_id",
  "role",
  "status",
  "locale",
  "email_verified_time",
  "create_time",
  "update_time",
] as const;

const IMAGE_COLUMNS = [
  "id",
  "title",
  "path",
  "basename",
  "extension",
  "mime_type",
  "size",
  "width",
  "height",
  "ratio",
  "variants",
  "vector_graphic",
  "create_time",
] as const;

export type AccountInfo = NonNullable<Awaited<ReturnType<typeof accountInfo>>>;

/** The signed-in actor's account; 401 when there is none (a visitor, or a deleted account). */
export async function requireAccountInfo(db: Kysely<Database>, actor: Actor): Promise<AccountInfo> {
  const info = await accountInfo(db, actor);
  if (!info) throw new AppError("UNAUTHENTICATED", "errors.UNAUTHENTICATED");
  return info;
}

/** Null when the actor is a visitor or their account no longer exists. */
export async function accountInfo(db: Kysely<Database>, actor: Actor) {
  if (!actor.user) return null;
  const user = await db
    .selectFrom("user")
    .select(ACCOUNT_USER_COLUMNS)
    .where("id", "=", actor.user.id)
    .executeTakeFirst();
  if (!user) return null;
  const image = user.avatar_image_id
    ? await db
        .selectFrom("image")
        .select(IMAGE_COLUMNS)
        .where("id", "=", user.avatar_image_id)
        .executeTakeFirst()
    : undefined;
  // The same shape as the list API's image records: variants as an object.
  const avatarImage = image ? { ...image, variants: parseVariants(image.variants) } : null;
  return { user, avatarImage, abilities: abilities(actor) };
}

function parseVariants(text: string): Record<string, number> {
  try {
    return JSON.parse(text) as Record<string, number>;
  } catch {
    return {};
  }
}
