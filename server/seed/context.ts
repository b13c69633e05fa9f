import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { PerAccess, SeedAssets } from "./assets.ts";
import type { DocumentKey } from "./content/documents.ts";
import type {
  AudioKey,
  PromotionKey,
  QuizKey,
  StaffKey,
  StudentKey,
  VideoKey,
} from "./content/types.ts";

/** What the writers share inside the seed's transaction: ids so far and row counts. */
export interface WriteContext {
  db: Kysely<Database>;
  now: Date;
  assets: SeedAssets;
  counts: Record<string, number>;
  users: Partial<Record<StaffKey | StudentKey, number>>;
  images: Map<string, number>;
  /** Media ids by which lessons they serve: free previews and paid lessons never share a file. */
  videos: PerAccess<Partial<Record<VideoKey, number>>>;
  audios: PerAccess<Partial<Record<AudioKey, number>>>;
  documents: PerAccess<Partial<Record<DocumentKey, number>>>;
  quizzes: Partial<Record<QuizKey, number>>;
  promotions: Partial<Record<PromotionKey, number>>;
  courses: Map<string, { id: number; price: number; promotion?: PromotionKey }>;
}

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** A stored time (UTC ISO string) `days` before `now`. */
export const daysAgo = (now: Date, days: number) =>
  new Date(now.getTime() - days * DAY).toISOString();
/** A stored time `hours` after `now`. */
export const hoursAfter = (now: Date, hours: number) =>
  new Date(now.getTime() + hours * HOUR).toISOString();

export function counted(ctx: WriteContext, table: string, rows = 1): void {
  ctx.counts[table] = (ctx.counts[table] ?? 0) + rows;
}

/** The id of a generated image; a missing one is a bug in the seed data, so it throws. */
export function imageId(ctx: WriteContext, key: string): number {
  const id = ctx.images.get(key);
  if (id === undefined) throw new Error(`Seed image ${key} was not generated`);
  return id;
}

export function idOf<K extends string>(
  ids: Partial<Record<K, number>>,
  key: K,
  what: string,
): number {
  const id = ids[key];
  if (id === undefined) throw new Error(`Seed ${what} ${key} is missing`);
  return id;
}
