import { type Expression, type RawBuilder, type SqlBool, sql } from "kysely";
import type { CourseDiscoverQuery, DiscoverSort } from "../../../shared/course-discover.ts";
import { COURSE_CARD_REFS, COURSE_CARD_WITH_FIGURES_FIELDS } from "../../../shared/page-queries.ts";
import { foldCase, likeContains, markWordStarts, normalizeSearch } from "../../../shared/search.ts";
import { dbKind } from "../../db/dialect.ts";
import { forbidden } from "../../lib/app-error.ts";
import type { Actor } from "../../policies/actor.ts";
import { courseAccess } from "../list/course-access.ts";
import { keepOnly, selectFields } from "../list/field-selection.ts";
import { resolveRefs } from "../list/refs.ts";
import type { AnyDb, AnyQuery, ListResult, Row } from "../list/resource.ts";
import {
  findResource,
  finishRows,
  mayList,
  type Registry,
  readableFields,
  selections,
} from "../list/resource-rules.ts";
import { actorKey, Binder, runCached } from "../list/statement-cache.ts";

/**
 * Course discovery (`GET /api/course/discover`, docs/product/catalogue-and-prices.md): public
 * courses filtered and sorted on computed values — the sale price, whether the promotion runs
 * now, the search rank — answered like the generic list API asked for a card's fields
 * (`COURSE_CARD_WITH_FIGURES_FIELDS`, the same redaction and card refs), so a discovery card and
 * a list card are the same record, without the descriptions, objectives and introductions a
 * card does not show (docs/decisions/063).
 *
 * The sale price, the promotion window and the search rank are SQL (integer arithmetic, ISO
 * times and substring tests compare alike on both engines). Case folding and diacritic removal
 * happen on write, in TypeScript, into the course's search columns (SQLite's lower() folds
 * ASCII only), so the rank compares the same strings on SQLite and PostgreSQL; the words of
 * the search go through an index first (docs/decisions/038-search-in-sql.md).
 */

/** How a course matches the search text, best first; absent when it does not match. */
export const SEARCH_RANKS = {
  /** The phrase as typed, diacritics included (case aside), in the name. */
  exactName: 0,
  /** The normalised phrase in the normalised name ("lap trinh" in "Lập trình Web"). */
  phraseInName: 1,
  /** Every word of the search text at the start of a word of the name, in any order. */
  wordsInName: 2,
  /** The normalised phrase from the start of a word of the description. */
  phraseInDescription: 3,
  wordsInDescription: 4,
} as const;

export async function discoverCourses(
  db: AnyDb,
  registry: Registry,
  query: CourseDiscoverQuery,
  actor: Actor,
  now: Date = new Date(),
): Promise<ListResult> {
  const spec = findResource(registry, "course");
  const scope = spec.scope ?? ((q: AnyQuery) => q);
  if (!mayList(db, spec, actor)) throw forbidden();
  const who = actorKey(actor);

  // Statements are kept by the query's shape (statement-cache.ts): every value is bound to a
  // slot here, before any statement is built, so that a kept statement finds its values.
  const binder = new Binder();
  const bind = (value: unknown) => binder.bind(value);
  const terms = searchTerms(query.q);
  const search = terms ? searchSlots(db, terms, bind) : null;
  const nowIso = bind(now.toISOString());
  const delivery = query.delivery ? bind(query.delivery) : undefined;
  const language = query.language ? bind(query.language) : undefined;
  const key = [
    who,
    delivery ? "delivery" : "",
    language ? "language" : "",
    query.price ?? "",
    query.onPromotion ? "on promotion" : "",
    query.sort,
    terms ? `${terms.markedWords.length} words ${terms.indexWords.length} runs` : "no search",
  ].join("|");

  const filtered = () => {
    // A visitor's catalogue for everyone: staff and owners of private courses see the same list.
    let q = (scope(db.selectFrom("course"), actor) as AnyQuery)
      .leftJoin("promotion", "promotion.id", "course.promotion_id")
      .where("course.visibility", "=", "PUBLIC");
    if (delivery) q = q.where("course.delivery", "=", delivery);
    if (language) q = q.where("course.language", "=", language);
    if (query.price === "free") q = q.where(sql<SqlBool>`${salePrice(nowIso)} <= 0`);
    if (query.price === "paid") q = q.where(sql<SqlBool>`${salePrice(nowIso)} > 0`);
    if (query.onPromotion) q = q.where(promotionRunning(nowIso));
    return q;
  };

  const selection = selectFields(
    registry,
    spec,
    actor,
    COURSE_CARD_WITH_FIGURES_FIELDS,
    COURSE_CARD_REFS,
    false,
  );
  const columns = selection.items?.read ?? readableFields(spec, actor);
  const matching = () => {
    let q = filtered();
    if (!search) return q;
    const candidates = wordIndexFilter(db, search);
    if (candidates) q = q.where(candidates);
    return q.where(sql<SqlBool>`${searchRank(db, search)} is not null`);
  };
  // The page's ids first, then their fields: sorting every match with its fields would compute
  // the card's correlated counts (lessons, duration) for all of them, not for the page's 12.
  // The total rides along as a window count over every match (one pass of the index and the
  // rank instead of two statements, decision 049); a page past the end has no row to carry it.
  const limit = bind(query.limit);
  const offset = bind(query.offset);
  const pageIds = (await runCached(db, `discover page|${key}`, binder, () =>
    orderBySort(rankedOnce(db, filtered, search, nowIso), query.sort, nowIso, search !== null)
      .select(["course.id", sql<number>`count(*) over ()`.as("total")])
      .limit(limit as unknown as number)
      .offset(offset as unknown as number),
  )) as { id: number; total: number | string }[];
  const counted =
    pageIds.length > 0 || query.offset === 0
      ? pageIds[0]
      : ((
          await runCached(db, `discover count|${key}`, binder, () =>
            matching().select(sql<number>`count(*)`.as("total")),
          )
        )[0] as { total: number } | undefined);
  const ids = pageIds.map((row) => row.id);
  const idSlots = ids.map(bind);
  const rows =
    ids.length === 0
      ? []
      : await runCached(db, `discover rows|${key}|${ids.length}`, binder, () =>
          filtered().where("course.id", "in", idSlots).select(selections(spec, columns)),
        );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined);
  const total = Number(counted?.total ?? 0);

  const ctx = {
    actor,
    coursesWithAccess: await courseAccess(db, registry, actor, spec, COURSE_CARD_REFS),
    lockedMedia: new Set<string>(),
  };
  finishRows(spec, items, ctx);
  keepOnly(items, selection.items);
  const refs = await resolveRefs(db, registry, spec, items, COURSE_CARD_REFS, ctx, selection);
  return { items, refs, total };
}

/**
 * Whether the course's promotion runs at `nowIso`: PUBLIC and start_time ≤ now < end_time
 * (the rule of shared/pricing.ts).
 */
function promotionRunning(nowIso: string): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref("promotion.visibility")} = 'PUBLIC' and ${sql.ref("promotion.start_time")} <= ${nowIso} and ${sql.ref("promotion.end_time")} > ${nowIso})`;
}

/**
 * floor(price × (100 − discount) / 100) while the promotion runs, else the price. Integer
 * division truncates on both engines, which is floor for these non-negative values; bigint
 * keeps price × 100 within range on PostgreSQL.
 */
function salePrice(nowIso: string) {
  const discount = sql`case when ${sql.ref("promotion.discount_percentage")} > 100 then 100 when ${sql.ref("promotion.discount_percentage")} < 0 then 0 else ${sql.ref("promotion.discount_percentage")} end`;
  return sql<number>`(case when ${promotionRunning(nowIso)} then cast(${sql.ref("course.price")} as bigint) * (100 - ${discount}) / 100 else ${sql.ref("course.price")} end)`;
}

/**
 * The courses to sort for the page's ids. With search text, each candidate's rank is computed
 * once, in a subquery named `course` that also carries what the sorts read (its sale price as
 * `sale_price`), and the outer query keeps the ranked ones: written in the WHERE and the ORDER
 * BY of one statement, the rank's substring tests ran twice per candidate (SQLite, seed:large,
 * "lap trinh": 1.19 → 0.79 ms, decision 058).
 */
function rankedOnce(
  db: AnyDb,
  filtered: () => AnyQuery,
  search: SearchSlots | null,
  nowIso: string,
): AnyQuery {
  if (!search) return filtered();
  const candidates = wordIndexFilter(db, search);
  const ranked = (candidates ? filtered().where(candidates) : filtered()).select([
    "course.id",
    "course.is_featured",
    "course.priority",
    "course.create_time",
    salePrice(nowIso).as("sale_price"),
    searchRank(db, search).as("search_rank"),
  ]);
  return (db as AnyDb).selectFrom(ranked.as("course")).where("course.search_rank", "is not", null);
}

/** `ranked`: the query is rankedOnce's subquery (there is search text), not the tables. */
function orderBySort(
  query: AnyQuery,
  sort: DiscoverSort,
  nowIso: string,
  ranked: boolean,
): AnyQuery {
  const price = ranked ? sql.ref("course.sale_price") : salePrice(nowIso);
  let ordered = query;
  if (ranked && sort === "relevance") ordered = ordered.orderBy("course.search_rank", "asc");
  if (sort === "newest") ordered = ordered.orderBy("course.create_time", "desc");
  if (sort === "price_asc") ordered = ordered.orderBy(price, "asc");
  if (sort === "price_desc") ordered = ordered.orderBy(price, "desc");
  // relevance without search text is the "Featured" order: featured courses first, then by
  // priority (the home page's order); ties always end on those, then id.
  return ordered
    .orderBy("course.is_featured", "desc")
    .orderBy("course.priority", "desc")
    .orderBy("course.id", "desc");
}

// ---- Search rank ----------------------------------------------------------------------------

interface SearchTerms {
  /** The text as typed, case folded, spaces collapsed: for the exact-diacritic rank. */
  exact: string;
  /** normalizeSearch of the text. */
  phrase: string;
  /** The phrase and each of its words with their word starts marked (markWordStarts). */
  markedPhrase: string;
  markedWords: string[];
  /** Runs of letters and digits of 3 or more in the phrase: what the trigram index can find. */
  indexWords: string[];
}

/** Null when the text has nothing to search for (empty, or only marks and spaces). */
export function searchTerms(text: string): SearchTerms | null {
  const phrase = normalizeSearch(text);
  if (!phrase) return null;
  const words = [...new Set(phrase.split(" "))];
  const runs = phrase.match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return {
    exact: foldCase(text),
    phrase,
    markedPhrase: markWordStarts(phrase),
    markedWords: words.map(markWordStarts),
    indexWords: [...new Set(runs)],
  };
}

/** Whether `column` contains `value` as is (no LIKE metacharacters): instr / strpos. */
function contains(db: AnyDb, column: string, value: string) {
  return dbKind(db) === "postgres"
    ? sql<SqlBool>`strpos(${sql.ref(column)}, ${value}) > 0`
    : sql<SqlBool>`instr(${sql.ref(column)}, ${value}) > 0`;
}

/**
 * The rank of SEARCH_RANKS as an SQL expression, null when the course does not match. The
 * phrase may sit anywhere in the name; single words and descriptions, which are long, must
 * match from the start of a word, so that "do hoa" does not find every description with
 * "doanh" and "khoa" in it. The columns are written with the name and description
 * (shared/search.ts courseSearchColumns), so both engines compare the same strings.
 */
function searchRank(db: AnyDb, search: SearchSlots): RawBuilder<number> {
  const every = (column: string) =>
    sql.join(
      search.markedWords.map((w) => contains(db, column, w)),
      sql` and `,
    );
  return sql<number>`(case
    when ${contains(db, "course.search_name", search.exact)} then ${sql.lit(SEARCH_RANKS.exactName)}
    when ${contains(db, "course.search_text", search.phrase)} then ${sql.lit(SEARCH_RANKS.phraseInName)}
    when ${every("course.search_name_words")} then ${sql.lit(SEARCH_RANKS.wordsInName)}
    when ${contains(db, "course.search_description_words", search.markedPhrase)} then ${sql.lit(SEARCH_RANKS.phraseInDescription)}
    when ${every("course.search_description_words")} then ${sql.lit(SEARCH_RANKS.wordsInDescription)}
    end)`;
}

/** The search terms as the slots standing for them in a kept statement. */
interface SearchSlots {
  exact: string;
  phrase: string;
  markedPhrase: string;
  markedWords: string[];
  /** What wordIndexFilter looks up: one FTS5 query on SQLite, a LIKE pattern per run on PostgreSQL. */
  index: string[];
}

function searchSlots(db: AnyDb, terms: SearchTerms, bind: (value: unknown) => string): SearchSlots {
  const runs = terms.indexWords;
  const index =
    runs.length === 0
      ? []
      : dbKind(db) === "postgres"
        ? runs.map((w) => bind(likeContains(w)))
        : [bind(runs.map((w) => `"${w.replaceAll('"', '""')}"`).join(" AND "))];
  return {
    exact: bind(terms.exact),
    phrase: bind(terms.phrase),
    markedPhrase: bind(terms.markedPhrase),
    markedWords: terms.markedWords.map(bind),
    index,
  };
}

/**
 * What the index narrows the search to before the rank is computed: the courses whose name or
 * description holds every run of 3+ letters or digits of the search (a match of any rank does),
 * through the FTS5 trigram table on SQLite and the pg_trgm index on PostgreSQL. Undefined when
 * the search has no such run: then the rank alone decides, over every public course.
 */
function wordIndexFilter(db: AnyDb, search: SearchSlots): Expression<SqlBool> | undefined {
  if (search.index.length === 0) return undefined;
  if (dbKind(db) === "postgres") {
    const text = sql`(coalesce(${sql.ref("course.search_text")}, '') || ' ' || coalesce(${sql.ref("course.search_description_words")}, ''))`;
    return sql<SqlBool>`${sql.join(
      search.index.map((pattern) => sql`${text} like ${pattern} escape '\'`),
      sql` and `,
    )}`;
  }
  return sql<SqlBool>`${sql.ref("course.id")} in (select rowid from course_search where course_search match ${search.index[0]})`;
}
