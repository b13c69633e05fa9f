import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { CompiledQuery } from "kysely";
import { LRUCache } from "lru-cache";
import { LOCALE_PARAM } from "../../shared/constants.ts";
import { resolveLocale } from "../../shared/i18n/index.ts";
import { type SideQuery, type SideReader, sideQuery, sideReader } from "../db/create-db.ts";
import { SESSION_COOKIE } from "../features/auth/sessions.ts";
import type { AnyDb } from "../features/list/resource.ts";
import { compress, type Encoding, preferredEncoding } from "../pages/compress-html.ts";

/**
 * The response cache of public reads (docs/decisions/036-response-cache.md, 046). A route opts
 * in with `config: { publicCache: true }`, and the HTML pages (server/pages) keep theirs; their
 * 200 answers to visitors (no session cookie) are kept in memory by locale and normalised URL,
 * with an ETag, and served again — 304 when the browser already has them — without running the
 * route.
 *
 * An answer is kept under the data version it was read at: `cache_version`, one row bumped by
 * every transaction that writes a logged table (server/db/activity-log.ts), whichever process
 * made it. Each cacheable request reads that version once before it is answered, so a write
 * committed before the request arrived is always seen, on this process or another; concurrent
 * requests share one read (on SQLite, a synchronous read on a connection of its own: decision
 * 057). The next start or end of a promotion or a banner also ends every
 * kept answer (prices, "on promotion" and the home page's banners change with the clock, not
 * with a write).
 *
 * A kept answer is sent before Fastify sees the request (`keptAnswersFirst`, the server's own
 * request handler: decision 066), so none of Fastify's routing, hooks, validation,
 * serialisation or compression runs for it; requests that do not reach the server that way
 * (`app.inject` in tests) are answered from the first onRequest hook instead, by the same code.
 * The headers it is sent with (helmet's included) are the ones its first answer had, copied
 * once; its brotli and gzip bodies are made once, on the first request that accepts them.
 */

declare module "fastify" {
  interface FastifyContextConfig {
    /** Visitors' 200 answers are cached (server/plugins/public-cache.ts). */
    publicCache?: boolean;
  }
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    /** Set when this request's answer may be kept: the data version it is read at. */
    publicCacheState?: DataState;
  }
}

const MAX_ENTRIES = 2000;
const MAX_BYTES = 64 * 1024 * 1024;
/** As @fastify/compress: smaller answers are sent as they are. */
const COMPRESS_THRESHOLD = 1024;

/** One way of sending an entry: its bytes and every header, computed once. */
interface Variant {
  body: Buffer;
  headers: OutgoingHttpHeaders;
}

interface Entry {
  version: number;
  /** The next promotion or banner start or end after the answer was read (ms), or Infinity. */
  endsAt: number;
  bytes: number;
  etag: string;
  identity: Variant;
  /** The 304 answer's headers (no body, no length). */
  notModified: OutgoingHttpHeaders;
  encoded: Partial<Record<Encoding, Variant>>;
  encoding: Partial<Record<Encoding, Promise<Variant>>>;
}

interface DataState {
  version: number;
  endsAt: number;
}

const VERSION_SQL = `select "version" from "cache_version" where "id" = 1`;
/** After a failed version read, the cache stands aside this long (see `#retryAt`). */
const RETRY_READ_AFTER_MS = 1000;

/** No version can be read now (the last read failed moments ago): answer without the cache. */
class VersionUnavailable extends Error {
  constructor() {
    super("The data version could not be read a moment ago");
  }
}

/** Headers an answer gets per sending, never copied from the first one. */
const PER_SENDING = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "set-cookie",
  "etag",
  "vary",
  "date",
  "connection",
  "keep-alive",
]);

export class PublicCache {
  readonly #db: AnyDb;
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  /** The version read last, with the time boundary computed for it. */
  #state: DataState | null = null;
  /** The read in flight, and the one that requests arriving meanwhile wait for. */
  #inFlight: Promise<DataState> | null = null;
  #next: Promise<DataState> | null = null;
  /**
   * Until when no version read is tried after one failed (ms): requests go straight to their
   * routes meanwhile, instead of each waiting for another read of a database that does not
   * answer (decision 069).
   */
  #retryAt = 0;
  /** SQLite: the version read at once on a connection of its own (create-db.ts sideReader). */
  readonly #readNow: SideReader | undefined;
  /** PostgreSQL: the version read on a client of its own, prepared once (create-db.ts sideQuery). */
  readonly #readSoon: SideQuery | undefined;
  /**
   * Keys already worked out, by URL and locale cookie: parsing and sorting a query string costs
   * more than the rest of a kept answer's lookup (decision 066).
   */
  readonly #keys = new LRUCache<string, string>({ max: MAX_ENTRIES });
  /** For tests and the benchmark: answers served from memory. */
  hits = 0;
  /** Off: every request runs its route (the benchmark measures the uncached list this way). */
  enabled = true;

  constructor(db: AnyDb) {
    this.#db = db;
    this.#readNow = sideReader(db);
    this.#readSoon = sideQuery(db);
  }

  /**
   * The data version for a request arriving now: from a read of cache_version that started
   * after this call (so every write committed before it is counted). On SQLite that read is
   * synchronous, and when the version and the time boundary are unchanged the answer is too;
   * otherwise calls made while a read is in flight share the next one.
   */
  current(): DataState | Promise<DataState> {
    if (this.#retryAt > 0 && Date.now() < this.#retryAt) throw new VersionUnavailable();
    if (this.#readNow) {
      const known = this.#state;
      if (known && known.version === this.#versionNow() && Date.now() < known.endsAt) return known;
    }
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

  #versionNow(): number | undefined {
    const row = this.#readNow?.(VERSION_SQL);
    return row ? Number(row.version) : undefined;
  }

  async #read(): Promise<DataState> {
    let row: unknown;
    try {
      row = this.#readSoon
        ? await this.#readSoon(VERSION_SQL)
        : (await this.#db.executeQuery(CompiledQuery.raw(VERSION_SQL))).rows[0];
    } catch (error) {
      this.#retryAt = Date.now() + RETRY_READ_AFTER_MS;
      throw error;
    }
    this.#retryAt = 0;
    const version = Number((row as { version: unknown } | undefined)?.version ?? 0);
    const now = Date.now();
    const known = this.#state;
    if (known && known.version === version && now < known.endsAt) return known;
    const state = { version, endsAt: await this.#nextTimeBoundary(now) };
    this.#state = state;
    return state;
  }

  /**
   * The next start or end of any promotion or banner after `now`, in ms; Infinity if none:
   * what a visitor sees changes then without any write (sale prices, the banners shown).
   */
  async #nextTimeBoundary(now: number): Promise<number> {
    const at = new Date(now).toISOString();
    const [promotion, banner] = await Promise.all([
      this.#db
        .selectFrom("promotion")
        .select((eb) => [
          eb.fn.min(eb.case().when("start_time", ">", at).then(eb.ref("start_time")).end()).as("s"),
          eb.fn.min(eb.case().when("end_time", ">", at).then(eb.ref("end_time")).end()).as("e"),
        ])
        .executeTakeFirst(),
      this.#db
        .selectFrom("banner")
        .select((eb) => [
          eb.fn.min(eb.case().when("starts_at", ">", at).then(eb.ref("starts_at")).end()).as("s"),
          eb.fn.min(eb.case().when("ends_at", ">", at).then(eb.ref("ends_at")).end()).as("e"),
        ])
        .executeTakeFirst(),
    ]);
    const times = [promotion?.s, promotion?.e, banner?.s, banner?.e]
      .filter((t): t is string => !!t)
      .map((t) => Date.parse(t));
    return times.length > 0 ? Math.min(...times) : Number.POSITIVE_INFINITY;
  }

  /**
   * Sends the kept answer to this request if there is one and it is current: true when it did.
   * Only a visitor's GET or HEAD can have one; a URL has an entry only if its route opted in
   * (or it is a page), so no route needs to be known. The data version is read only when there
   * is an entry to check. Anything that goes wrong leaves the request to the route (false).
   */
  sendKept(
    req: IncomingMessage,
    res: ServerResponse,
    cookies: Readonly<Record<string, string | undefined>>,
  ): boolean | Promise<boolean> {
    if (!this.enabled || (req.method !== "GET" && req.method !== "HEAD")) return false;
    if (cookies[SESSION_COOKIE] !== undefined) return false;
    const key = this.keyOf(req.url ?? "/", cookies[LOCALE_PARAM]);
    if (!this.#entries.has(key)) return false;
    try {
      const state = this.current();
      if (state instanceof Promise) {
        return state.then((now) => this.#sendIfCurrent(key, now, req, res)).catch(() => false);
      }
      return this.#sendIfCurrent(key, state, req, res);
    } catch {
      return false;
    }
  }

  /** `requestCacheKey`, remembered. A URL holds no space (Node refuses one): the pair is unique. */
  keyOf(url: string, cookieLocale: string | undefined): string {
    const asked = `${url} ${cookieLocale ?? ""}`;
    let key = this.#keys.get(asked);
    if (key === undefined) {
      key = requestCacheKey(url, cookieLocale);
      this.#keys.set(asked, key);
    }
    return key;
  }

  #sendIfCurrent(
    key: string,
    state: DataState,
    req: IncomingMessage,
    res: ServerResponse,
  ): boolean | Promise<boolean> {
    const entry = this.get(key, state);
    if (!entry) return false;
    this.hits++;
    this.touch(key, entry);
    if (matches(req.headers["if-none-match"], entry.etag)) {
      sendRaw(res, 304, null, entry);
      return true;
    }
    const variant = variantFor(entry, req.headers["accept-encoding"]);
    if ("body" in variant) {
      sendRaw(res, 200, variant, entry);
      return true;
    }
    return variant.then(
      (compressed) => {
        sendRaw(res, 200, compressed, entry);
        return true;
      },
      () => false,
    );
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

  /**
   * Keeps an answer: its body before compression, and the headers it was sent with (the
   * per-sending ones left out). `etag` is the route's own, else a strong one from the body.
   */
  set(
    key: string,
    state: DataState,
    body: string | Buffer,
    headers: Record<string, string | number | readonly string[] | undefined>,
    etag?: string,
  ): Entry {
    const bytes = Buffer.from(body);
    const tag = etag ?? `"${createHash("sha1").update(bytes).digest("base64url").slice(0, 22)}"`;
    const common: OutgoingHttpHeaders = { vary: "Cookie, Accept-Encoding", etag: tag };
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && !PER_SENDING.has(name.toLowerCase()))
        common[name] = value as string | number | string[];
    }
    const entry: Entry = {
      version: state.version,
      endsAt: state.endsAt,
      bytes: bytes.length,
      etag: tag,
      identity: { body: bytes, headers: { ...common, "content-length": bytes.length } },
      notModified: common,
      encoded: {},
      encoding: {},
    };
    const old = this.#entries.get(key);
    if (old) this.#delete(key, old);
    this.#entries.set(key, entry);
    this.#bytes += bytes.length;
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

/** The entry's body for a browser accepting `acceptEncoding`, compressed once per encoding. */
function variantFor(entry: Entry, acceptEncoding: string | undefined): Variant | Promise<Variant> {
  const encoding =
    entry.bytes >= COMPRESS_THRESHOLD ? preferredEncoding(acceptEncoding) : undefined;
  if (!encoding) return entry.identity;
  const ready = entry.encoded[encoding];
  if (ready) return ready;
  entry.encoding[encoding] ??= compress(entry.identity.body, encoding).then((body) => {
    const variant = {
      body,
      headers: {
        ...entry.notModified,
        "content-encoding": encoding,
        "content-length": body.length,
      },
    };
    entry.encoded[encoding] = variant;
    return variant;
  });
  return entry.encoding[encoding];
}

/**
 * The key of a request's answer: the locale it is answered in (`?locale=`, else the locale
 * cookie, as request-context.ts chooses it) and the URL with its parameters sorted (`?b=1&a=2`
 * and `?a=2&b=1` are one answer). A `locale` given twice is the first, as resolveLocale reads
 * the list Fastify makes of it.
 */
export function requestCacheKey(url: string, cookieLocale: string | undefined): string {
  const q = url.indexOf("?");
  if (q === -1) return `${resolveLocale(cookieLocale)} ${url}`;
  const params = new URLSearchParams(url.slice(q + 1));
  const locale = resolveLocale(params.get(LOCALE_PARAM) ?? cookieLocale);
  params.sort();
  return `${locale} ${url.slice(0, q)}?${params.toString()}`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || weak(tag) === weak(etag));
}

/** Browsers keep a visitor's answer but ask again each time (ETag); a route may say otherwise. */
const DEFAULT_CACHE_CONTROL = "no-cache";

/** The HTML pages: what Fastify's not-found handler answers as a page (server/pages). */
const NOT_A_PAGE = /^\/(api|media|assets)(\/|$)/;

/**
 * Whether this request may be answered from the visitors' cache: a GET or HEAD without a
 * session cookie (so the answer is a visitor's whatever the session would say) to a route that
 * opted in, or to a page. Only a GET's answer is kept; a HEAD gets a kept GET's headers.
 */
function isCacheable(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (request.cookies?.[SESSION_COOKIE] !== undefined) return false;
  if (request.routeOptions.config?.publicCache === true) return true;
  return request.is404 && !NOT_A_PAGE.test(request.url);
}

/** Node leaves the body out of an answer to HEAD by itself; the headers are the GET's. */
function sendRaw(res: ServerResponse, status: number, variant: Variant | null, entry: Entry) {
  if (variant) {
    res.writeHead(status, variant.headers);
    res.end(variant.body);
  } else {
    res.writeHead(status, entry.notModified);
    res.end();
  }
}

export const publicCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = new PublicCache(app.db);
  app.decorate("publicCache", cache);
  // Fastify answers 503 while closing; a kept answer must not slip past that.
  app.addHook("preClose", async () => {
    cache.enabled = false;
  });

  app.addHook("onRequest", async (request, reply) => {
    if (!cache.enabled || !isCacheable(request)) return;
    if (await cache.sendKept(request.raw, reply.raw, request.cookies)) {
      reply.hijack();
      return;
    }
    if (request.method !== "GET") return;
    try {
      request.publicCacheState = await cache.current();
    } catch (error) {
      // The route answers as if there were no cache (and fails the same way if the database does).
      // The failed read itself is logged once; the requests after it while the cache stands aside are not.
      if (!(error instanceof VersionUnavailable)) {
        request.log.warn({ err: error }, "response cache: version read failed");
      }
    }
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (!request.publicCacheState || request.is404) return payload;
    if (reply.statusCode !== 200 || reply.hasHeader("set-cookie")) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", DEFAULT_CACHE_CONTROL);
    const entry = keepAnswer(request, reply, payload);
    if (entry) reply.header("etag", entry.etag).header("vary", "Cookie, Accept-Encoding");
    return payload;
  });
});

/**
 * Keeps this request's answer (a route's, from the onSend hook, or a page's HTML before it is
 * compressed) when the request may be cached; `etag` is the route's own, if it has one.
 */
export function keepAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  etag?: string,
): Entry | undefined {
  const state = request.publicCacheState;
  if (!state || reply.hasHeader("set-cookie")) return undefined;
  const cache = request.server.publicCache;
  const key = cache.keyOf(request.url, request.cookies?.[LOCALE_PARAM]);
  return cache.set(key, state, body, reply.getHeaders(), etag);
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const NO_COOKIES = Object.freeze({});

/**
 * The HTTP server's request handler (app.ts `serverFactory`): a visitor's kept answer is sent
 * at once, before Fastify routes the request and runs its hooks; every other request goes on to
 * Fastify's handler, unchanged (decision 066: skipping Fastify took a fifth off a kept answer's
 * time). `app` is read per request: the cache is registered after the server is made.
 */
export function keptAnswersFirst(app: () => FastifyInstance, fastify: Handler): Handler {
  return (req, res) => {
    const { publicCache, parseCookie } = app();
    let cookies: Readonly<Record<string, string | undefined>> = NO_COOKIES;
    try {
      if (req.headers.cookie) cookies = parseCookie(req.headers.cookie);
    } catch {
      // Nothing may throw here (it would end the process): Fastify meets the header as it is.
      fastify(req, res);
      return;
    }
    const sent = publicCache.sendKept(req, res, cookies);
    if (sent === false) fastify(req, res);
    else if (sent !== true) void sent.then((done) => done || fastify(req, res));
  };
}
