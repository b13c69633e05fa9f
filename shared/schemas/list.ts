/**
 * Answers of the generic list API (`GET /api/{resource}/list` and `/get`). Rows are the
 * resource's fields as the actor may read them (snake_case, times as UTC ISO strings); the
 * server builds each resource's row schema from its field declarations (list/row-schema.ts).
 */
import { z } from "zod";
import { successEnvelopeSchema } from "../errors.ts";

/**
 * The list query as it travels: `filters`, `orders`, `refNames` and `fields` are JSON arrays in text
 * (`[["price", ">=", 100000]]`), the others plain; the server checks the JSON's shape and then
 * which fields the resource allows (server/features/list/list-query.ts).
 */
export const rawListQuerySchema = z.object({
  filters: z.string().optional(),
  orders: z.string().optional(),
  refNames: z.string().optional(),
  /** JSON array of the fields to answer: `["name","price","image.path"]` (all when absent). */
  fields: z.string().optional(),
  search: z.string().max(200).optional(),
  limit: z.string().optional(),
  offset: z.string().optional(),
  /** Language of error messages. */
  locale: z.string().optional(),
});
export type RawListQuery = z.infer<typeof rawListQuerySchema>;

/** Any record, as refs and non-resource lists (favourites) carry them. */
export const recordSchema = z.record(z.string(), z.unknown());

/** A resource's record: an id and whatever other fields its resource declares. */
export const rowSchema = z.looseObject({ id: z.number() });
export type Row = z.infer<typeof rowSchema>;

/** Items of one resource, the records they reference by ref name and id, and the full count. */
export function listResultSchema<T extends z.ZodType<Record<string, unknown>>>(row: T) {
  return z.object({
    items: z.array(row),
    refs: z.record(z.string(), z.record(z.string(), recordSchema)),
    total: z.number().int().nonnegative(),
    /** The count stopped early (very long tables): there are more than `total` items. */
    totalCapped: z.boolean().optional(),
    /** For the resource's managers: the record actions the actor may take, by record id. */
    policies: z.record(z.string(), z.array(z.string())).optional(),
  });
}

export const anyListResultSchema = listResultSchema(recordSchema);

/** The web app's view of a list answer, its items typed by the caller who knows the resource. */
export type ListResult<T extends Row = Row> = Omit<
  z.infer<typeof anyListResultSchema>,
  "items" | "refs"
> & { items: T[]; refs: Record<string, Record<string, Row>> };

export const listAnswerSchema = <T extends z.ZodType<Record<string, unknown>>>(row: T) =>
  successEnvelopeSchema(listResultSchema(row));
