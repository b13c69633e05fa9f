import type { Kysely } from "kysely";
import type { MediaUpdateBody } from "../../../shared/schemas/content.ts";
import { normalizeSearch } from "../../../shared/search.ts";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../policies/actor.ts";
import { authorize } from "../../policies/index.ts";

/**
 * Changes a library file's title (`POST /api/media/update`), which is also what the search
 * finds it by, and an image's alternative text (`alt`: what every page writes as the image's
 * `<img alt>`). One UPDATE, so the activity log's row is written with it.
 */
export async function updateMedia(
  db: Kysely<Database>,
  actor: Actor,
  { kind, id, title, alt }: MediaUpdateBody,
): Promise<{ id: number; title: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom(kind)
      .select(["id", "creator_id"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw notFound();
    authorize(actor, "update", "media", { id: Number(row.id), creator_id: row.creator_id });
    const columns = { title, search_text: normalizeSearch(title) };
    if (kind === "image" && alt !== undefined) {
      await trx
        .updateTable("image")
        .set({ ...columns, alt })
        .where("id", "=", id)
        .execute();
    } else {
      await trx.updateTable(kind).set(columns).where("id", "=", id).execute();
    }
    return { id, title };
  });
}
