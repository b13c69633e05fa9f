import { type Expression, type SqlBool, sql } from "kysely";
import type { CourseDiscoverQuery, DiscoverSort } from "../../../shared/course-discover.ts";
import { COURSE_CARD_REFS } from "../../../shared/page-queries.ts";
import { normalizeSearch } from "../../../shared/search.ts";
import { forbidden } from "../../lib/app-error.ts";
import type { Actor } from "../../policies/actor.ts";
import { courseAccess } from "../list/course-access.ts";
import { resolveRefs } from "../list/refs.ts";
import type { AnyDb, AnyQuery, ListResult, Row } from "../list/resource.ts";
import {
  findResource,
  finishRows,
  type Registry,
  readableFields,
  selections,
} from "../list/resource-rules.ts";

/**
 * Course discovery (`GET /api/course/discover`, docs/product/catalogue-and-prices.md): public
 * courses filtered and sorted on computed values — the sale price, whether the promotion runs
 * now, the search rank — answered like the generic list API (same fields, redaction and card
 * refs), so a discovery card and a list card are the same record.
 *
 * The sale price and the promotion window are SQL (integer arithmetic and ISO times compare
 * alike on both engines). The search rank is computed here in TypeScript over the filtered
 * courses: case folding and diacritic removal then cannot differ between SQLite (whose lower()
 * folds ASCII only) and PostgreSQL, descriptions (which have no normalised column) are searched
 * the same way as names, and LIKE's metacharacters mean nothing.
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
  if (scope(db.selectFrom("course"), actor) === null) throw forbidden();
  const nowIso = now.toISOString();

  const filtered = () => {
    // A visitor's catalogue for everyone: staff and owners of private courses see the same list.
    let q = (scope(db.selectFrom("course"), actor) as AnyQuery)
      .leftJoin("promotion", "promotion.id", "course.promotion_id")
      .where("course.visibility", "=", "PUBLIC");
    if (query.delivery) q = q.where("course.delivery", "=", query.delivery);
    if (query.price === "free") q = q.where(sql<SqlBool>`${salePrice(nowIso)} <= 0`);
    if (query.price === "paid") q = q.where(sql<SqlBool>`${salePrice(nowIso)} > 0`);
    if (query.onPromotion) q = q.where(promotionRunning(nowIso));
    return q;
  };

  const search = searchTerms(query.q);
  const readable = selections(spec, readableFields(spec, actor));
  let items: Row[];
  let total: number;
  if (search) {
    const candidates = (await filtered()
      .select([
        "course.id",
        "course.name",
        "course.description",
        "course.search_text",
        "course.priority",
        "course.create_time",
        salePrice(nowIso).as("sale_price"),
      ])
      .execute()) as Candidate[];
    const ranked = rankCandidates(candidates, search, query.sort);
    total = ranked.length;
    const pageIds = ranked.slice(query.offset, query.offset + query.limit).map((c) => c.id);
    items = pageIds.length === 0 ? [] : await readInOrder(db, readable, pageIds);
  } else {
    const [rows, counted] = await Promise.all([
      orderBySort(filtered(), query.sort, nowIso)
        .select(readable)
        .limit(query.limit)
        .offset(query.offset)
        .execute() as Promise<Row[]>,
      filtered().select(sql<number>`count(*)`.as("total")).executeTakeFirst() as Promise<
        { total: number } | undefined
      >,
    ]);
    items = rows;
    total = Number(counted?.total ?? 0);
  }

  const ctx = {
    actor,
    coursesWithAccess: await courseAccess(db, registry, actor, spec, COURSE_CARD_REFS),
    lockedMedia: new Set<string>(),
  };
  finishRows(spec, items, ctx);
  const refs = await resolveRefs(db, registry, spec, items, COURSE_CARD_REFS, ctx);
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

function orderBySort(query: AnyQuery, sort: DiscoverSort, nowIso: string): AnyQuery {
  let ordered = query;
  if (sort === "newest") ordered = ordered.orderBy("course.create_time", "desc");
  if (sort === "price_asc") ordered = ordered.orderBy(salePrice(nowIso), "asc");
  if (sort === "price_desc") ordered = ordered.orderBy(salePrice(nowIso), "desc");
  // relevance without search text is the priority order; ties always end on priority, then id.
  return ordered.orderBy("course.priority", "desc").orderBy("course.id", "desc");
}

/** The page's rows, in the order the ids were ranked. */
async function readInOrder(
  db: AnyDb,
  columns: ReturnType<typeof selections>,
  ids: number[],
): Promise<Row[]> {
  const rows = (await db
    .selectFrom("course")
    .select(columns)
    .where("course.id", "in", ids)
    .execute()) as Row[];
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

// ---- Search rank ----------------------------------------------------------------------------

interface Candidate {
  id: number;
  name: string;
  description: string | null;
  search_text: string | null;
  priority: number;
  create_time: string;
  sale_price: number;
}

interface SearchTerms {
  /** The text as typed, case folded, spaces collapsed: for the exact-diacritic rank. */
  exact: string;
  /** normalizeSearch of the text. */
  phrase: string;
  words: string[];
}

const foldCase = (text: string) => text.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();

/** Null when the text has nothing to search for (empty, or only marks and spaces). */
export function searchTerms(text: string): SearchTerms | null {
  const phrase = normalizeSearch(text);
  if (!phrase) return null;
  return { exact: foldCase(text), phrase, words: [...new Set(phrase.split(" "))] };
}

/**
 * The best rank of a course for the search, or null when it does not match at all. The phrase
 * may sit anywhere in the name, as in the list API's search; single words and descriptions,
 * which are long, must match from the start of a word, so that "do hoa" does not find every
 * description with "doanh" and "khoa" in it.
 */
export function searchRank(
  course: Pick<Candidate, "name" | "description" | "search_text">,
  terms: SearchTerms,
): number | null {
  if (foldCase(course.name).includes(terms.exact)) return SEARCH_RANKS.exactName;
  // The column maintained on write; the name itself for a row written without it.
  const name = course.search_text || normalizeSearch(course.name);
  if (name.includes(terms.phrase)) return SEARCH_RANKS.phraseInName;
  if (terms.words.every((w) => atWordStart(name, w))) return SEARCH_RANKS.wordsInName;
  const description = normalizeSearch(course.description ?? "");
  if (atWordStart(description, terms.phrase)) return SEARCH_RANKS.phraseInDescription;
  if (terms.words.every((w) => atWordStart(description, w))) return SEARCH_RANKS.wordsInDescription;
  return null;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Whether `term` occurs in `text` where a word starts (not inside a word). */
export function atWordStart(text: string, term: string): boolean {
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
    if (at === 0 || !WORD_CHARACTER.test(text[at - 1] ?? "")) return true;
  }
  return false;
}

function rankCandidates(candidates: Candidate[], terms: SearchTerms, sort: DiscoverSort) {
  const ranked = candidates.flatMap((c) => {
    const rank = searchRank(c, terms);
    return rank === null
      ? []
      : [{ ...c, id: Number(c.id), rank, created: Date.parse(c.create_time) || 0 }];
  });
  type Ranked = (typeof ranked)[number];
  const primary: Record<DiscoverSort, (a: Ranked, b: Ranked) => number> = {
    relevance: (a, b) => a.rank - b.rank,
    priority: () => 0,
    newest: (a, b) => b.created - a.created,
    price_asc: (a, b) => Number(a.sale_price) - Number(b.sale_price),
    price_desc: (a, b) => Number(b.sale_price) - Number(a.sale_price),
  };
  return ranked.sort(
    (a, b) =>
      primary[sort](a, b) || Number(b.priority) - Number(a.priority) || Number(b.id) - Number(a.id),
  );
}
