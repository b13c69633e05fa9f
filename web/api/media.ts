import type { MediaKind } from "../../shared/constants.ts";
import { apiList, apiPost } from "./client.ts";
import type { ListResult, MediaRow } from "./records.ts";

export type { MediaRow };

/** The records of these ids, in the order of `ids` (those not found are left out). */
export async function fetchMediaByIds(
  kind: MediaKind,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  const result = await apiList<ListResult<MediaRow>>(
    kind,
    { filters: [["id", "IN", [...ids]]], limit: ids.length },
    { signal },
  );
  const byId = new Map(result.items.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** `POST /api/media/delete`: refused with 409 and the places while the file is in use. */
export function deleteMediaFile(kind: MediaKind, id: number) {
  return apiPost<{ id: number }>("/api/media/delete", { kind, id });
}

/** A file's name for people: its title, else its stored name. */
export function mediaName(row: Pick<MediaRow, "id" | "title" | "basename" | "extension">) {
  const title = row.title?.trim();
  if (title) return title;
  if (row.basename) return `${row.basename}${row.extension ?? ""}`;
  return `#${row.id}`;
}

/** `POST /api/media/update`: a file's title, and an image's alternative text. */
export function updateMediaTitle(kind: MediaKind, id: number, title: string, alt?: string) {
  return apiPost<{ id: number; title: string }>("/api/media/update", {
    kind,
    id,
    title,
    ...(kind === "image" && alt !== undefined ? { alt } : {}),
  });
}
