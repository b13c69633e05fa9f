import { type Kysely, type SqlBool, sql } from "kysely";
import type { Locale, MediaKind } from "../../../shared/constants.ts";
import { t } from "../../../shared/i18n/index.ts";
import type { Database } from "../../db/schema.ts";
import { mentionPattern, type StoredMedia } from "./media-access.ts";

/**
 * Where a media file is used, so that deleting it can be refused with a list of the places
 * (docs/product/roles-and-permissions.md "Role matrix": media management; the lesson columns are RESTRICT foreign keys
 * too). Uses are the foreign keys to the file and rich content that embeds its URL.
 */

export type UsageTable =
  | "course"
  | "lesson"
  | "article"
  | "banner"
  | "promotion"
  | "combo"
  | "user";

export interface MediaUsage {
  table: UsageTable;
  id: number;
  name: string;
}

interface Use {
  table: UsageTable;
  columns: readonly string[];
  /** The column that names a record in the message. */
  label: string;
}

const IMAGE_USES: readonly Use[] = [
  {
    table: "course",
    columns: [
      "avatar_image_id",
      "promotional_avatar_image_id",
      "sharing_avatar_image_id",
      "sharing_image_id",
      "promotional_image_id",
    ],
    label: "name",
  },
  { table: "article", columns: ["avatar_image_id", "banner_image_id"], label: "name" },
  { table: "banner", columns: ["image_id"], label: "caption" },
  { table: "promotion", columns: ["image_id"], label: "name" },
  { table: "combo", columns: ["image_id", "promotional_image_id"], label: "name" },
  { table: "user", columns: ["avatar_image_id"], label: "full_name" },
];

const FILE_USES: Readonly<Record<Exclude<MediaKind, "image">, readonly Use[]>> = {
  video: [{ table: "lesson", columns: ["video_id"], label: "name" }],
  audio: [{ table: "lesson", columns: ["audio_id"], label: "name" }],
  document: [{ table: "lesson", columns: ["document_id"], label: "name" }],
};

/** Rich-content columns, which mention a file by its URL. */
const RICH_USES: readonly Use[] = [
  { table: "course", columns: ["introduction"], label: "name" },
  { table: "lesson", columns: ["content"], label: "name" },
  { table: "article", columns: ["content"], label: "name" },
];

/** Enough to say where; the message lists the first few. */
const PER_TABLE = 20;

export async function findMediaUsages(
  db: Kysely<Database>,
  kind: MediaKind,
  media: StoredMedia,
): Promise<MediaUsage[]> {
  // Table and column names come from the constants above, never from a request.
  // biome-ignore lint/suspicious/noExplicitAny: the tables differ per use
  const any = db as unknown as Kysely<any>;
  const pattern = mentionPattern(media);
  const lookups = [
    ...(kind === "image" ? IMAGE_USES : FILE_USES[kind]).map((use) =>
      any
        .selectFrom(use.table)
        .select(["id", `${use.label} as name`])
        .where((eb) => eb.or(use.columns.map((column) => eb(column, "=", media.id))))
        .limit(PER_TABLE)
        .execute()
        .then((rows) => rows.map((row) => usage(use.table, row))),
    ),
    ...RICH_USES.map((use) =>
      any
        .selectFrom(use.table)
        .select(["id", `${use.label} as name`])
        .where(sql<SqlBool>`${sql.ref(use.columns[0] ?? "")} like ${pattern} escape '\\'`)
        .limit(PER_TABLE)
        .execute()
        .then((rows) => rows.map((row) => usage(use.table, row))),
    ),
  ];
  const found = (await Promise.all(lookups)).flat();
  const seen = new Set<string>();
  return found.filter((u) => {
    const key = `${u.table}:${u.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function usage(table: UsageTable, row: { id: unknown; name: unknown }): MediaUsage {
  return { table, id: Number(row.id), name: String(row.name ?? "") };
}

/** "course “Lập trình Web”, lesson “Bài 1” …" in the reader's language. */
export function describeUsages(usages: readonly MediaUsage[], locale: Locale, shown = 5): string {
  const places = usages
    .slice(0, shown)
    .map((u) => t(locale, `media.usage.${u.table}`, { name: u.name.trim() || `#${u.id}` }));
  if (usages.length > shown) places.push("…");
  return places.join(", ");
}
