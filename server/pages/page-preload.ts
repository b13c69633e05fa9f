import type { Kysely } from "kysely";
import { ERROR_STATUS } from "../../shared/errors.ts";
import { type PageListQuery, type PageQuery, pageQueryKey } from "../../shared/page-queries.ts";
import { type RawListQuery, rawListQuerySchema } from "../../shared/schemas/list.ts";
import type { Database } from "../db/schema.ts";
import { discoverCourses } from "../features/courses/discover.ts";
import { parseListQuery, recordQuery } from "../features/list/list-query.ts";
import { registry } from "../features/list/registry.ts";
import type { ListResult } from "../features/list/resource.ts";
import { runList } from "../features/list/run-list.ts";
import { AppError, badRequest } from "../lib/app-error.ts";
import type { Actor } from "../policies/actor.ts";

/**
 * Runs a page's first-screen queries (shared/page-queries.ts) exactly as the API answers them
 * for this actor, all at once. An answer the API would refuse with a 4xx is left out of the
 * page data: the client then calls the API itself and shows that error, so a page never fails
 * with 500 for a query the API would answer with 400 or 403.
 */

export interface PagePreload {
  queries: readonly PageQuery[];
  /** Answers by `pageQueryKey(query)`, the page data object's `preload`. */
  preload: Record<string, ListResult>;
  /** Answers in the order of the queries; undefined where the query was refused. */
  answers: (ListResult | undefined)[];
  /** The page's main record (its first `get`) is missing or not readable: Content not found. */
  notFound: boolean;
}

export async function preloadPage(
  db: Kysely<Database>,
  actor: Actor,
  queries: readonly PageQuery[],
  now = new Date(),
  /** Queries built from the main record once it is read (`followUpQueriesFor`). */
  followUps?: (main: { id: number; category?: string | null }) => readonly PageQuery[],
): Promise<PagePreload> {
  const outcomes = await runAll(db, actor, queries, now);
  const main = queries.findIndex((query) => query.call === "get");
  const mainOutcome = main === -1 ? undefined : outcomes[main];
  const notFound =
    mainOutcome !== undefined &&
    (mainOutcome.answer
      ? mainOutcome.answer.items.length === 0
      : ["NOT_FOUND", "FORBIDDEN", "UNAUTHENTICATED"].includes(mainOutcome.refused.code));
  const mainRow = mainOutcome?.answer?.items[0] as { id: number } | undefined;
  const more = mainRow && followUps ? followUps(mainRow) : [];
  const all = [...queries, ...more];
  outcomes.push(...(await runAll(db, actor, more, now)));

  const preload: Record<string, ListResult> = {};
  for (const [i, query] of all.entries()) {
    const answer = outcomes[i]?.answer;
    // A `get` that finds nothing is the API's 404: nothing to preload.
    if (answer && !(query.call === "get" && answer.items.length === 0)) {
      preload[pageQueryKey(query)] = answer;
    }
  }
  return { queries: all, preload, answers: outcomes.map((o) => o.answer), notFound };
}

type Outcome =
  | { answer: ListResult; refused: undefined }
  | { answer: undefined; refused: AppError };

/** The queries at once; an answer the API would refuse with a 4xx is an outcome, not an error. */
function runAll(
  db: Kysely<Database>,
  actor: Actor,
  queries: readonly PageQuery[],
  now: Date,
): Promise<Outcome[]> {
  return Promise.all(
    queries.map((query) =>
      runPageQuery(db, actor, query, now).then(
        (answer): Outcome => ({ answer, refused: undefined }),
        (error: unknown): Outcome => {
          if (!isClientError(error)) throw error;
          return { answer: undefined, refused: error };
        },
      ),
    ),
  );
}

/** One page query, the way its API endpoint runs it (same parsing, same checks). */
export async function runPageQuery(
  db: Kysely<Database>,
  actor: Actor,
  query: PageQuery,
  now: Date,
): Promise<ListResult> {
  switch (query.call) {
    case "list":
      return runList(db, registry, query.resource, parseRaw(listWire(query.query)), actor);
    case "get": {
      // GET /api/{resource}/get: the list with one id or slug filter and limit 1.
      if (query.by === "id" && !/^\d{1,15}$/.test(query.value)) {
        throw badRequest("errors.VALIDATION");
      }
      const value = query.by === "id" ? Number(query.value) : query.value;
      const refNames = query.refNames.length ? JSON.stringify(query.refNames) : undefined;
      // As the endpoint: a unique key's page is its total, nothing to count (decision 049).
      return runList(db, registry, query.resource, recordQuery(query.by, value, refNames), actor, {
        count: false,
      });
    }
    case "discover":
      return discoverCourses(db, registry, query.query, actor, now);
  }
}

/** The query string the client sends for a list query (web/api/client.ts `listQuery`). */
function listWire(query: PageListQuery): RawListQuery {
  const json = (value: readonly unknown[] | undefined) =>
    value?.length ? JSON.stringify(value) : undefined;
  const search = query.search?.trim();
  return dropUndefined({
    filters: json(query.filters),
    orders: json(query.orders),
    refNames: json(query.refNames),
    fields: json(query.fields),
    search: search || undefined,
    limit: query.limit === undefined ? undefined : String(query.limit),
    offset: query.offset ? String(query.offset) : undefined,
  });
}

/** The route's query-string schema first (lengths), then the list parser, as the API does. */
function parseRaw(raw: RawListQuery) {
  const checked = rawListQuerySchema.safeParse(raw);
  if (!checked.success) throw badRequest("errors.VALIDATION");
  return parseListQuery(checked.data);
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function isClientError(error: unknown): error is AppError {
  if (!(error instanceof AppError)) return false;
  const status = ERROR_STATUS[error.code];
  return status >= 400 && status < 500;
}
