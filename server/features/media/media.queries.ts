import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { FileKind } from "./media-access.ts";
import type { MediaTarget } from "./media-path.ts";

/** A stored file as GET /media/* needs it: where it lies, its type, and its HLS state. */
export interface FoundFile {
  id: number;
  title: string;
  path: string;
  basename: string;
  extension: string;
  mime_type: string;
  hls_status: string | null;
}

export async function findFile(
  db: Kysely<Database>,
  target: MediaTarget,
): Promise<FoundFile | null> {
  const row = await db
    .selectFrom(target.kind as FileKind)
    .selectAll()
    .where("path", "=", target.path)
    .where("basename", "=", target.basename)
    .executeTakeFirst();
  if (!row) return null;
  if (target.extension !== null && target.extension !== row.extension) return null;
  return { ...row, id: Number(row.id), hls_status: "hls_status" in row ? row.hls_status : null };
}
