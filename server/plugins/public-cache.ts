import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { CompiledQuery } from "kysely";
import type { AnyDb } from "../features/list/resource.ts";

/**
 * The response cache of public reads (docs/decisions/036-response-cache.md). A route opts in
 * with `config: { publicCache: true }`; its 200 answers to visitors (no signed-in user) are kept
 * in memory by locale and normalised URL, with an ETag, and served again — 304 when the browser
 * already has them — without running the route.
 *
 * An answer is kept under the data version it was read at: `cache_version`, one row bumped by
 * every transaction that writes a logged table (server/db/activity-log.ts), whichever process
 * made it. Each cacheable request reads that version once before it is answered, so a write
 * committed before the request arrived is always seen, on this process or another; concurrent
 * requests share one read. The next start or end of a promotion also ends every kept answer
 * (prices and "on promotion" change with the clock, not with a write).
 */

declare module "fastify" {
  interface FastifyContextConfig {
    /** Visitors' 200 answers are cached (server/plugins/public-cache.ts). */
    publicCache?: boolean;
  }
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

const MAX_ENTRIES = 2000;
const MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  version: number;
  /** The next promotion start or end after the answer was read (ms), or Infinity. */
  endsAt: number;
  body: string | Buffer;
  bytes: number;
  etag: string;
  contentType: string;
  cacheControl: string;
}

interface DataState {
  version: number;
  endsAt: number;
}

const VERSION_SQL = `select "version" from "cache_version" where "id" = 1`;

export class PublicCache {
  readonly #db: AnyDb;
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  /** The version read last, with the promotion boundary computed for it. */
  #state: DataState | null = null;
  /** The read in flight, and the one that requests arriving meanwhile wait for. */
  #inFlight: Promise<DataState> | null = null;
  #next: Promise<DataState> | null = null;
  /** For tests and the benchmark: answers served from memory. */
  hits = 0;
  /** Off: every request runs its route (the benchmark measures the uncached list this way). */
  enabled = true;

  constructor(db: AnyDb) {
    this.#db = db;
  }

  /**
   * The data version for a request arriving now: from a read of cache_version that started
   * after this call (so every write committed before it is counted). Calls made while a read is
   * in flight share the next one.
   */
  current(): Promise<DataState> {
    if (!this.#inFlight) {
      this.#inFlight = this.#read().finally(() => {
        this.#inFlight = null;
      });
      return this.#inFlight;
    }
    if (!this.#next) {
      this.#next = this.#inFlight
        .catch(() => undefined)
        .then(() => {
          this.#next = null;
          return this.current();
        });
    }
    return this.#next;
  }

  async #read(): Promise<DataState> {
    const { rows } = await this.#db.executeQuery(CompiledQuery.raw(VERSION_SQL));
    const version = Number((rows[0] as { version: unknown } | undefined)?.version ?? 0);
    const now = Date.now();
    const known = this.#state;
    if (known && known.version === version && now < known.endsAt) return known;
    const state = { version, endsAt: await this.#nextPromotionBoundary(now) };
    this.#state = state;
    return state;
  }

  /** The next start_time or end_time of any promotion after `now`, in ms; Infinity if none. */
  async #nextPromotionBoundary(now: number): Promise<number> {
    const at = new Date(now).toISOString();
    const row = (await this.#db
      .selectFrom("promotion")
      .select((eb) => [
        eb.fn.min(eb.case().when("start_time", ">", at).then(eb.ref("start_time")).end()).as("s"),
        eb.fn.min(eb.case().when("end_time", ">", at).then(eb.ref("end_time")).end()).as("e"),
      ])
      .executeTakeFirst()) as { s: string | null; e: string | null } | undefined;
    const times = [row?.s, row?.e].filter((t): t is string => !!t).map((t) => Date.parse(t));
    return times.length > 0 ? Math.min(...times) : Number.POSITIVE_INFINITY;
  }

  get(key: string, state: DataState, now = Date.now()): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== state.version || now >= entry.endsAt) {
      this.#delete(key, entry);
      return undefined;
    }
    return entry;
  }

  set(
    key: string,
    state: DataState,
    body: string | Buffer,
    headers: { contentType: string; cacheControl: string },
  ): Entry {
    const bytes = typeof body === "string" ? Buffer.byteLength(body) : body.length;
    const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
    const entry: Entry = {
      version: state.version,
      endsAt: state.endsAt,
      body,
      bytes,
      etag,
      ...headers,
    };
    const old = this.#entries.get(key);
    if (old) this.#delete(key, old);
    this.#entries.set(key, entry);
    this.#bytes += bytes;
    while (this.#entries.size > MAX_ENTRIES || this.#bytes > MAX_BYTES) {
      const [oldestKey, oldest] = this.#entries.entries().next().value as [string, Entry];
      this.#delete(oldestKey, oldest);
    }
    return entry;
  }

  /** Moves an entry to the young end of the LRU order. */
  touch(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
  }

  get size(): number {
    return this.#entries.size;
  }

  #delete(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

/** The locale and the URL with its parameters sorted (`?b=1&a=2` and `?a=2&b=1` are one answer). */
export function cacheKey(locale: string, url: string): string {
  const q = url.indexOf("?");
  if (q === -1) return `${locale} ${url}`;
  const params = new URLSearchParams(url.slice(q + 1));
  params.sort();
  return `${locale} ${url.slice(0, q)}?${params.toString()}`;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set when this request's answer may be kept: the data version it is read at. */
    publicCacheState?: DataState;
  }
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch === "*" || ifNoneMatch.split(",").some((tag) => tag.trim() === etag);
}

/** Browsers keep a visitor's answer but ask again each time (ETag); a route may say otherwise. */
const DEFAULT_CACHE_CONTROL = "no-cache";

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.header("etag", entry.etag).header("cache-control", entry.cacheControl);
  reply.header("vary", "Cookie");
  if (matches(request.headers["if-none-match"], entry.etag)) return reply.code(304).send();
  return reply.type(entry.contentType).send(entry.body);
}

/**
 * Registered after the request context (which names the actor) and the access check: a
 * visitor's request to a cacheable route is answered before validation and the handler when its
 * answer is kept for the current data version (after every onRequest hook, so the security
 * headers are there as on any answer).
 */
export const publicCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = new PublicCache(app.db);
  app.decorate("publicCache", cache);

  app.addHook("preValidation", async (request, reply) => {
    if (!cache.enabled || !request.routeOptions.config?.publicCache) return;
    if (request.method !== "GET" || request.actor.user !== null) return;
    const state = await cache.current();
    const key = cacheKey(request.locale, request.url);
    const entry = cache.get(key, state);
    if (entry) {
      cache.hits++;
      cache.touch(key, entry);
      await sendEntry(request, reply, entry);
      return reply;
    }
    request.publicCacheState = state;
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const state = request.publicCacheState;
    if (!state || reply.statusCode !== 200 || reply.hasHeader("set-cookie")) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", DEFAULT_CACHE_CONTROL);
    const entry = cache.set(cacheKey(request.locale, request.url), state, payload, {
      contentType: String(reply.getHeader("content-type") ?? "application/json; charset=utf-8"),
      cacheControl: String(reply.getHeader("cache-control")),
    });
    reply.header("etag", entry.etag).header("vary", "Cookie");
    return payload;
  });
});
