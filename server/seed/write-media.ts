import { LESSON_ACCESS, type PerAccess } from "./assets.ts";
import type { StaffKey } from "./content/types.ts";
import { counted, idOf, type WriteContext } from "./context.ts";

/** Who appears as the uploader of the clips and documents in the media library. */
const CLIP_UPLOADER: StaffKey = "teacher";
const DOCUMENT_UPLOADER: StaffKey = "manager";

type FileTable = "video" | "audio" | "document";

/** Inserts the rows of the stored files, with their uploaders, and records their ids. */
export async function insertMedia(ctx: WriteContext): Promise<void> {
  for (const [key, { row, owner }] of ctx.assets.images) {
    const { id } = await ctx.db
      .insertInto("image")
      .values({ ...row, creator_id: idOf(ctx.users, owner, "user") })
      .returning("id")
      .executeTakeFirstOrThrow();
    ctx.images.set(key, id);
    counted(ctx, "image");
  }
  const clipUploader = idOf(ctx.users, CLIP_UPLOADER, "user");
  const documentUploader = idOf(ctx.users, DOCUMENT_UPLOADER, "user");
  await insertCopies(ctx, "video", ctx.assets.videos, ctx.videos, clipUploader);
  await insertCopies(ctx, "audio", ctx.assets.audios, ctx.audios, clipUploader);
  await insertCopies(ctx, "document", ctx.assets.documents, ctx.documents, documentUploader);
}

/** Both copies (preview, paid) of every file of one table; their ids go into `ids`. */
async function insertCopies<K extends string, R extends object>(
  ctx: WriteContext,
  table: FileTable,
  rows: Record<K, PerAccess<R>>,
  ids: PerAccess<Partial<Record<K, number>>>,
  creatorId: number,
): Promise<void> {
  for (const [key, copies] of Object.entries(rows) as [K, PerAccess<R>][]) {
    for (const access of LESSON_ACCESS) {
      const { id } = await ctx.db
        .insertInto(table)
        // The row was stored for this very table by server/storage (storeFile of its kind).
        .values({ ...copies[access], creator_id: creatorId } as never)
        .returning("id")
        .executeTakeFirstOrThrow();
      ids[access][key] = id;
      counted(ctx, table);
    }
  }
}
