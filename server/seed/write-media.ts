import type { DocumentKey } from "./content/documents.ts";
import type { AudioKey, StaffKey, VideoKey } from "./content/types.ts";
import { counted, idOf, type WriteContext } from "./context.ts";

/** Who appears as the uploader of the clips and documents in the media library. */
const CLIP_UPLOADER: StaffKey = "teacher";
const DOCUMENT_UPLOADER: StaffKey = "manager";

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
  for (const [key, row] of Object.entries(ctx.assets.videos) as [
    VideoKey,
    (typeof ctx.assets.videos)[VideoKey],
  ][]) {
    const { id } = await ctx.db
      .insertInto("video")
      .values({ ...row, creator_id: clipUploader })
      .returning("id")
      .executeTakeFirstOrThrow();
    ctx.videos[key] = id;
    counted(ctx, "video");
  }
  for (const [key, row] of Object.entries(ctx.assets.audios) as [
    AudioKey,
    (typeof ctx.assets.audios)[AudioKey],
  ][]) {
    const { id } = await ctx.db
      .insertInto("audio")
      .values({ ...row, creator_id: clipUploader })
      .returning("id")
      .executeTakeFirstOrThrow();
    ctx.audios[key] = id;
    counted(ctx, "audio");
  }
  const documentUploader = idOf(ctx.users, DOCUMENT_UPLOADER, "user");
  for (const [key, row] of Object.entries(ctx.assets.documents) as [
    DocumentKey,
    (typeof ctx.assets.documents)[DocumentKey],
  ][]) {
    const { id } = await ctx.db
      .insertInto("document")
      .values({ ...row, creator_id: documentUploader })
      .returning("id")
      .executeTakeFirstOrThrow();
    ctx.documents[key] = id;
    counted(ctx, "document");
  }
}
