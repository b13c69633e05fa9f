import type { Expression, Kysely, SelectQueryBuilder } from "kysely";
import type { Actor } from "../../policies/actor.ts";
import type { PolicyResource } from "../../policies/index.ts";

/**
 * How a resource is exposed through the generic list API: which fields exist and who may read,
 * filter or sort them, which rows an actor may list, and which refs it offers. Field names only
 * reach SQL after they were found here.
 */

export type FieldType =
  | { kind: "id" }
  | { kind: "integer" }
  | { kind: "number" }
  | { kind: "text" }
  | { kind: "time" }
  | { kind: "boolean" }
  | { kind: "json" }
  | { kind: "enum"; values: readonly string[] };

export interface FieldSpec {
  type: FieldType;
  filter?: boolean;
  order?: boolean;
  /** Who may see the field; everyone who may list the resource when absent. */
  readableBy?: (actor: Actor) => boolean;
  /** For readers who may see only a masked form of the value (contact details). */
  mask?: FieldMask;
  /**
   * A value the database computes for each row instead of a column (a correlated subquery
   * over the row's table, e.g. a course's lesson count); read only, never filtered or sorted.
   */
  computed?: () => Expression<unknown>;
}

/**
 * A field some readers see masked: for an actor `revealTo` refuses, every value becomes
 * `apply(value)`, except on the actor's own record (its `ownerColumn` holds their user id);
 * such an actor can neither filter nor order by the field, since that would reveal it.
 */
export interface FieldMask {
  revealTo: (actor: Actor) => boolean;
  apply: (value: string) => string;
  ownerColumn?: string;
}

// biome-ignore lint/suspicious/noExplicitAny: resources are dynamic tables checked at run time
export type AnyQuery = SelectQueryBuilder<any, any, any>;
export type Row = Record<string, unknown>;

export interface RedactContext {
  actor: Actor;
  /** Ids of courses the actor may learn (enrolled or staff), filled before refs are read. */
  coursesWithAccess: { has(courseId: number): boolean };
  /** Media rows that must not reveal their file (e.g. `video:12` of a locked lesson). */
  lockedMedia: Set<string>;
}

export interface RefSpec {
  /** The resource whose rows are referenced; its field rules and redaction apply. */
  resource: string;
  /** Where the keys come from: the listed items or a ref resolved before this one. */
  from: "items" | string;
  /**
   * forward: `columns` are id columns of the source rows (course.avatar_image_id → image.id);
   * reverse: `columns[0]` is the column of the target that holds the source id
   * (chapter.course_id → course.id).
   */
  kind: "forward" | "reverse";
  columns: readonly string[];
  /**
   * For a many-to-many link (combo → combo_course → course): the join table, its column
   * holding the source id and its column holding the target id. The target ids, in the join
   * table's sort_order, are also attached to each source row as `attachAs`.
   */
  through?: { table: string; sourceColumn: string; targetColumn: string; attachAs: string };
  orderBy?: ReadonlyArray<readonly [string, "asc" | "desc"]>;
  /** Narrows the target rows for this actor; null means the actor gets none (no query). */
  scope?: (query: AnyQuery, actor: Actor) => AnyQuery | null;
}

export interface ResourceSpec {
  /** The name in the URL (`/api/{name}/list`), also the table name and the ref name. */
  name: string;
  fields: Readonly<Record<string, FieldSpec>>;
  /**
   * Visitors' answers are kept by the response cache (server/plugins/public-cache.ts): the
   * storefront's public records, whose answers change only with a write or a promotion's time.
   */
  publicCache?: boolean;
  /** Search over id and the normalised `search_text` column. */
  searchable?: boolean;
  /**
   * The rows an actor may list; null when the actor may not list this resource at all. `now`
   * is the request's time as the list engine binds it (a slot of the cached statement, so that
   * a cached statement never keeps an old time); a scope that compares with the time reads the
   * clock itself when it is absent.
   */
  scope?: (query: AnyQuery, actor: Actor, now?: unknown) => AnyQuery | null;
  refs?: Readonly<Record<string, RefSpec>>;
  /**
   * The rows of this resource a reference from another record may reveal to the actor (a
   * course's promotion, an article's author), on top of the ref's own `scope`; null means
   * none. Absent when any row may be revealed through a record the actor may read.
   */
  refScope?: (query: AnyQuery, actor: Actor) => AnyQuery | null;
  /**
   * Completes the page's rows in place from other tables, after they are read and redacted
   * (an article body's library images take their current alternative text: decision 041).
   */
  complete?: (db: AnyDb, rows: Row[]) => Promise<void>;
  /** Mutates rows in place to hide what the actor may not receive. */
  redact?: (rows: Row[], ctx: RedactContext) => void;
  /**
   * The fields `redact` reads: read even when a `fields=` query leaves them out
   * (field-selection.ts), so that a lean answer is redacted like a full one.
   */
  redactReads?: readonly string[];
  /** Its redaction depends on which courses the actor may learn (RedactContext). */
  usesCourseAccess?: boolean;
  /**
   * The policy whose record actions an answer carries as `policies` (record id → actions), for
   * actors who manage the resource (its `view`); absent for public-only resources.
   */
  policy?: PolicyResource;
  /** Default order when the client gives none; always ends with id for a stable page. */
  defaultOrder?: ReadonlyArray<readonly [string, "asc" | "desc"]>;
  /**
   * For very long tables (the activity log): count at most this many rows past the page asked
   * for, instead of all of them; a total that reaches it is answered with `totalCapped`
   * ("more than …"). An exact count(*) over a million rows costs PostgreSQL hundreds of ms.
   */
  countAhead?: number;
}

export interface ListResult {
  items: Row[];
  refs: Record<string, Record<string, Row>>;
  total: number;
  /** The total is a lower bound: the count stopped at the resource's `countAhead`. */
  totalCapped?: boolean;
  /** For staff: what the actor may do to each listed record, by id (docs/product/api.md). */
  policies?: Record<string, string[]>;
}

// biome-ignore lint/suspicious/noExplicitAny: see AnyQuery
export type AnyDb = Kysely<any>;
