import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { fieldError } from "../../lib/app-error.ts";

type Db = Kysely<Database>;
type Referenced =
  | "image"
  | "video"
  | "audio"
  | "document"
  | "quiz"
  | "promotion"
  | "user"
  | "course";

/**
 * A form's reference (an image, a video, a quiz, an instructor…) must name an existing row:
 * otherwise the answer is a 400 at that field, not the database's foreign-key failure (a 500).
 */
export async function requireReferences(
  db: Db,
  refs: readonly (readonly [field: string, table: Referenced, id: number | null])[],
): Promise<void> {
  for (const [field, table, id] of refs) {
    if (id === null) continue;
    const row = await db
      .selectFrom(table as "image")
      .select("id")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw fieldError(field, "errors.catalogue.notFound");
  }
}

/** A slug is unique among its kind's rows (another row than `exceptId`); a 409 at the field. */
export async function requireFreeSlug(
  db: Db,
  table: "course" | "promotion" | "combo",
  slug: string,
  exceptId?: number,
): Promise<void> {
  const taken = await db
    .selectFrom(table as "course")
    .select("id")
    .where("slug", "=", slug)
    .$if(exceptId !== undefined, (q) => q.where("id", "!=", exceptId!))
    .executeTakeFirst();
  if (taken) throw fieldError("slug", "errors.catalogue.slugTaken", "CONFLICT");
}
