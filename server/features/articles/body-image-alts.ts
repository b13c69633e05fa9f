import type { Kysely } from "kysely";
import type { RichEntity } from "../../../shared/rich-content/schema.ts";
import type { Database } from "../../db/schema.ts";
import type { Row } from "../list/resource.ts";
import { imageAlts } from "./article.queries.ts";

type ImageEntity = RichEntity & { type: "IMAGE" };
type LibraryImage = ImageEntity & { data: { image_id: number } };

/**
 * An article body's images from the media library say what the library says now: each IMAGE
 * entity with an `image_id` whose record has an alternative text gets that text, so editing it
 * in the library reaches every article already written (the editor copies it into the body when
 * the image is chosen). The body's own alt stays for an image outside the library or one whose
 * record has none (decision 041). One query for the whole page of rows.
 */
export async function applyCurrentImageAlts(db: Kysely<Database>, rows: Row[]): Promise<void> {
  const images = rows.flatMap((row) => libraryImagesOf(row.content));
  const alts = await imageAlts(db, [...new Set(images.map((entity) => entity.data.image_id))]);
  for (const entity of images) {
    const current = alts.get(entity.data.image_id)?.trim();
    if (current) entity.data.alt = current;
  }
}

/** The IMAGE entities with an image id of a decoded body (null, or left out by `fields=`). */
function libraryImagesOf(content: unknown): LibraryImage[] {
  if (typeof content !== "object" || content === null || !("entityMap" in content)) return [];
  const entities = Object.values((content as { entityMap: Record<string, RichEntity> }).entityMap);
  return entities.filter(
    (entity): entity is LibraryImage =>
      entity?.type === "IMAGE" && typeof entity.data.image_id === "number",
  );
}
