import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourse, createImage, createPromotion, createUser } from "../../tests/factories.ts";
import { signIn } from "../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.ts";
import { engines, openTestDb } from "../../tests/setup/test-db.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createDb } from "../db/create-db.ts";
import { SIDE_CLIENT_NAME } from "../db/postgres-pool.ts";
import { SESSION_COOKIE } from "../features/auth/sessions.ts";
import { keptAnswersFirst, requestCacheKey } from "./public-cache.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Node server on a free port of 127.0.0.1, and its base URL. */
async function serve(handler: RequestListener) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("requestCacheKey", () => {
  it("is the locale and the URL with its parameters in order", () => {
    expect(requestCacheKey("/api/course/list?b=2&a=1", undefined)).toBe(
      requestCacheKey("/api/course/list?a=1&b=2", undefined),
    );
    expect(requestCacheKey("/api/course/list?a=1", "vi")).not.toBe(
      requestCacheKey("/api/course/list?a=1", "en"),
    );
  });

  it("takes the locale from ?locale= before the cookie, as the request context does", () => {
    expect(requestCacheKey("/khoa-hoc?locale=en", "vi")).toBe("en /khoa-hoc?locale=en");
    expect(requestCacheKey("/khoa-hoc", "en")).toBe("en /khoa-hoc");
    expect(requestCacheKey("/khoa-hoc", undefined)).toBe("vi /khoa-hoc");
    expect(requestCacheKey("/khoa-hoc?locale=xx", "en")).toBe("vi /khoa-hoc?locale=xx");
  });

  it("reads a locale given twice as its first, as the request context does", () => {
    expect(requestCacheKey("/khoa-hoc?locale=en&locale=vi", "vi")).toMatch(/^en /);
  });
});

describe.each(engines())("response cache of public reads on %s", (engine) => {
  let t: TestApp;
  let courseId: number;
  let slug: string;
  const url = "/api/course/list?limit=5";
  const priceOf = async (headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode).toBe(200);
    const item = res.json().data.items.find((c: { id: number }) => c.id === courseId);
    return { res, price: item?.price as number | undefined };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const course = await createCourse(t.db, { name: "Tiếng Anh giao tiếp", price: 300_000 });
    courseId = course.id;
    slug = (
      await t.db
        .selectFrom("course")
        .select("slug")
        .where("id", "=", course.id)
        .executeTakeFirstOrThrow()
    ).slug;
  });
  afterAll(() => t.close());

  it("serves a visitor's repeated read from memory, and a write ends it", async () => {
    const first = await priceOf();
    expect(first.price).toBe(300_000);
    expect(first.res.headers.etag).toMatch(/^"[\w-]+"$/);
    const hits = t.app.publicCache.hits;
    const second = await priceOf();
    expect(t.app.publicCache.hits).toBe(hits + 1);
    expect(second.res.body).toBe(first.res.body);
    expect(second.res.headers.etag).toBe(first.res.headers.etag);
    expect(second.res.headers["cache-control"]).toBe("no-cache");

    // Any logged write commits a new version: the next read is the new data.
    await t.db.updateTable("course").set({ price: 350_000 }).where("id", "=", courseId).execute();
    const third = await priceOf();
    expect(third.price).toBe(350_000);
    expect(t.app.publicCache.hits).toBe(hits + 1);
    expect(third.res.headers.etag).not.toBe(first.res.headers.etag);
  });

  it("sees a write made through another process's connection on the same database", async () => {
    await priceOf();
    await priceOf(); // kept now
    const other = createDb(t.url);
    try {
      await other.db
        .updateTable("course")
        .set({ price: 410_000 })
        .where("id", "=", courseId)
        .execute();
    } finally {
      await other.close();
    }
    expect((await priceOf()).price).toBe(410_000);
  });

  it.runIf(engine === "postgres")(
    "reads the version on a client of its own, and connects it again after it was cut",
    async () => {
      await priceOf();
      const hits = t.app.publicCache.hits;
      await priceOf();
      expect(t.app.publicCache.hits).toBe(hits + 1);
      const side = sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and application_name = ${SIDE_CLIENT_NAME}`;
      expect((await side.execute(t.db)).rows[0]?.n).toBe(1);

      // The side client's server process ends (a restarted or failed-over database does this).
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = ${SIDE_CLIENT_NAME}`.execute(
        t.db,
      );
      await t.db.updateTable("course").set({ price: 455_000 }).where("id", "=", courseId).execute();
      // The read after the cut may fail: that request is answered by its route, from the database.
      expect((await priceOf()).price).toBe(455_000);
      await priceOf();
      const again = t.app.publicCache.hits;
      expect((await priceOf()).price).toBe(455_000);
      expect(t.app.publicCache.hits).toBe(again + 1);
      expect((await side.execute(t.db)).rows[0]?.n).toBe(1);
    },
  );

  it.runIf(engine === "postgres")(
    "answers kept reads while every pooled connection is busy",
    async () => {
      const { price } = await priceOf();
      await priceOf(); // kept now
      // Ten slow statements hold the pool's ten connections (a heavy report, a slow disk).
      const busy = Array.from({ length: 10 }, () => sql`select pg_sleep(1.5)`.execute(t.db));
      await sleep(100);
      const hits = t.app.publicCache.hits;
      const started = Date.now();
      expect((await priceOf()).price).toBe(price);
      expect(t.app.publicCache.hits).toBe(hits + 1);
      // Not queued behind them: the version read does not take a pooled connection.
      expect(Date.now() - started).toBeLessThan(1000);
      await Promise.all(busy);
    },
  );

  it.runIf(engine === "postgres")(
    "gives up a version read that hangs, answers from the route, and reads again once it can",
    async () => {
      const { price } = await priceOf();
      await priceOf(); // kept now
      // Another session locks the version row's table: the side client's read waits on it.
      const other = createDb(t.url);
      let release = () => {};
      const held = other.db.transaction().execute(async (trx) => {
        await sql`lock table cache_version in access exclusive mode`.execute(trx);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      try {
        await sleep(100);
        const hits = t.app.publicCache.hits;
        const started = Date.now();
        // The route reads courses, not the locked table: a correct answer, uncached.
        expect((await priceOf()).price).toBe(price);
        // One read's timeout (2 s); the same request does not wait for a second one.
        expect(Date.now() - started).toBeLessThan(3000);
        expect(t.app.publicCache.hits).toBe(hits);
      } finally {
        release();
        await held;
        await other.close();
      }
      await sleep(1100); // the cache stands aside for a second after a failed read
      await priceOf();
      const hits = t.app.publicCache.hits;
      expect((await priceOf()).price).toBe(price);
      expect(t.app.publicCache.hits).toBe(hits + 1);
    },
    15_000,
  );

  it("keeps serving the committed data while a write is still in its transaction", async () => {
    await priceOf();
    const kept = await priceOf();
    let during: number | undefined;
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable("course").set({ price: 520_000 }).where("id", "=", courseId).execute();
      // The version row is bumped inside this transaction too; a read of it on the same SQLite
      // connection would see the bump before the commit (decision 057).
      const hits = t.app.publicCache.hits;
      during = (await priceOf()).price;
      expect(t.app.publicCache.hits).toBe(hits + 1);
    });
    expect(during).toBe(kept.price);
    expect((await priceOf()).price).toBe(520_000);
  });

  it("answers 304 to If-None-Match with the current ETag, 200 once the data changed", async () => {
    const page = `/api/course/get?slug=${slug}`;
    const first = await t.app.inject(page);
    const etag = first.headers.etag as string;
    const again = await t.app.inject({ url: page, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    await t.db
      .updateTable("course")
      .set({ name: "Tiếng Anh công sở" })
      .where("id", "=", courseId)
      .execute();
    const changed = await t.app.inject({ url: page, headers: { "if-none-match": etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.items[0].name).toBe("Tiếng Anh công sở");
  });

  it("answers HEAD from a kept GET's headers, and keeps nothing from a HEAD", async () => {
    const page = `/api/course/get?slug=${slug}&locale=vi`;
    const head = () => t.app.inject({ method: "HEAD", url: page });
    const hits = t.app.publicCache.hits;
    const before = await head(); // nothing kept yet: the route answers, and nothing is kept
    expect(before.statusCode).toBe(200);
    expect(t.app.publicCache.hits).toBe(hits);
    const got = await t.app.inject(page); // not served from a HEAD's answer
    expect(t.app.publicCache.hits).toBe(hits);
    const kept = await head();
    expect(t.app.publicCache.hits).toBe(hits + 1);
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toBe("");
    expect(kept.headers.etag).toBe(got.headers.etag);
    expect(Number(kept.headers["content-length"])).toBe(Buffer.byteLength(got.body));
    expect(kept.headers["content-security-policy"]).toBe(got.headers["content-security-policy"]);
    const signedIn = await t.app.inject({ method: "HEAD", url: page, cookies: { sid: "x" } });
    expect(signedIn.headers.etag).toBeUndefined();
    expect(t.app.publicCache.hits).toBe(hits + 1);
  });

  it("ends a kept answer when a promotion ends, without any write", async () => {
    const promotion = await createPromotion(t.db, {
      discount_percentage: 30,
      start_time: new Date(Date.now() - 60_000).toISOString(),
      end_time: new Date(Date.now() + 1500).toISOString(),
    });
    await t.db
      .updateTable("course")
      .set({ promotion_id: promotion.id })
      .where("id", "=", courseId)
      .execute();
    const onPromotion = "/api/course/discover?on_promotion=1";
    const ids = async () =>
      (await t.app.inject(onPromotion)).json().data.items.map((c: { id: number }) => c.id);
    expect(await ids()).toEqual([courseId]);
    const hits = t.app.publicCache.hits;
    expect(await ids()).toEqual([courseId]);
    expect(t.app.publicCache.hits).toBe(hits + 1);
    await sleep(1600);
    expect(await ids()).toEqual([]);
  });

  it("never serves a signed-in request from the visitors' cache, nor keeps its answer", async () => {
    const user = await createUser(t.db, { full_name: "Lê Văn Cường" });
    const headers = await signIn(t, user.id);
    await priceOf();
    const hits = t.app.publicCache.hits;
    const signedIn = await priceOf(headers);
    expect(signedIn.res.headers.etag).toBeUndefined();
    expect(signedIn.res.headers["cache-control"]).toBe("no-store");
    expect(t.app.publicCache.hits).toBe(hits);
    // A visitor still gets the kept answer, not one made for the user.
    await priceOf();
    expect(t.app.publicCache.hits).toBe(hits + 1);
  });

  it("sends a kept answer before Fastify's handler, and passes every other request on to it", async () => {
    await priceOf();
    const kept = await priceOf();
    const passedOn: string[] = [];
    const front = await serve(
      keptAnswersFirst(
        () => t.app,
        (req, res) => {
          passedOn.push(`${req.method} ${req.url}${req.headers.cookie ? " (cookie)" : ""}`);
          res.writeHead(204).end();
        },
      ),
    );
    try {
      const sent = await fetch(front.base + url);
      expect(sent.status).toBe(200);
      expect(await sent.text()).toBe(kept.res.body);
      expect(sent.headers.get("etag")).toBe(kept.res.headers.etag);
      const unchanged = await fetch(front.base + url, {
        headers: { "if-none-match": String(kept.res.headers.etag) },
      });
      expect(unchanged.status).toBe(304);
      expect(passedOn).toEqual([]);

      await fetch(front.base + url, { headers: { cookie: `${SESSION_COOKIE}=x` } });
      await fetch(front.base + url, { method: "POST" });
      await fetch(`${front.base}/api/course/list?limit=7`); // nothing kept for it
      await t.db.updateTable("course").set({ price: 330_000 }).where("id", "=", courseId).execute();
      await fetch(front.base + url); // kept before the write: the route must answer
      expect(passedOn).toEqual([
        `GET ${url} (cookie)`,
        `POST ${url}`,
        "GET /api/course/list?limit=7",
        `GET ${url}`,
      ]);
    } finally {
      await front.close();
    }
  });

  it("keeps answers by locale and leaves errors and uncached routes alone", async () => {
    const en = await t.app.inject(`${url}&locale=en`);
    const vi = await t.app.inject(`${url}&locale=vi`);
    expect(en.statusCode).toBe(200);
    expect(vi.statusCode).toBe(200);
    const bad = `/api/course/list?filters=${encodeURIComponent('[["nope","=",1]]')}&locale=en`;
    const hits = t.app.publicCache.hits;
    expect((await t.app.inject(bad)).json().error.message).toBe("Unknown field: nope");
    expect((await t.app.inject(bad)).statusCode).toBe(400);
    expect(t.app.publicCache.hits).toBe(hits);
    const health = await t.app.inject("/api/health");
    expect(health.headers.etag).toBeUndefined();
  });
});

describe.each(engines())("visitors' HTML pages in the response cache on %s", (engine) => {
  let t: TestApp;
  let courseId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    courseId = (await createCourse(t.db, { name: "Kế toán thực hành", priority: 100 })).id;
  });
  afterAll(() => t.close());

  it("keeps the home page for visitors, answers 304 from it, and a write ends it", async () => {
    const first = await t.app.inject("/");
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain("Kế toán thực hành");
    const hits = t.app.publicCache.hits;
    const second = await t.app.inject("/");
    expect(t.app.publicCache.hits).toBe(hits + 1);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(second.headers["cache-control"]).toBe("private, no-cache");
    // Helmet's headers, copied from the first answer: the same policy on a kept answer.
    expect(second.headers["content-security-policy"]).toBe(
      first.headers["content-security-policy"],
    );
    expect(second.headers["x-content-type-options"]).toBe("nosniff");

    const etag = String(first.headers.etag);
    const unchanged = await t.app.inject({ url: "/", headers: { "if-none-match": etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe("");
    expect(t.app.publicCache.hits).toBe(hits + 2);

    await t.db
      .updateTable("course")
      .set({ name: "Kế toán nâng cao" })
      .where("id", "=", courseId)
      .execute();
    const changed = await t.app.inject({ url: "/", headers: { "if-none-match": etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain("Kế toán nâng cao");
    expect(changed.body).not.toContain("Kế toán thực hành");
    expect(t.app.publicCache.hits).toBe(hits + 2);
  });

  it("sends a kept page compressed as asked, made once, the same HTML", async () => {
    await t.app.inject("/");
    const hits = t.app.publicCache.hits;
    const br = await t.app.inject({ url: "/", headers: { "accept-encoding": "br" } });
    const gzip = await t.app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(t.app.publicCache.hits).toBe(hits + 2);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = (await t.app.inject("/")).body;
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
  });

  it("keeps pages by locale, and never for a signed-in user", async () => {
    const vi = await t.app.inject("/");
    const en = await t.app.inject({ url: "/", headers: { cookie: "locale=en" } });
    expect(vi.body).toContain('lang="vi"');
    expect(en.body).toContain('lang="en"');
    const enAgain = await t.app.inject({ url: "/", headers: { cookie: "locale=en" } });
    expect(enAgain.body).toBe(en.body);

    // Signing in writes a session (a new data version): done before the visitor's page is kept.
    const user = await createUser(t.db, { full_name: "Phạm Thị Dung" });
    const headers = await signIn(t, user.id);
    await t.app.inject("/");
    const hits = t.app.publicCache.hits;
    const signedIn = await t.app.inject({ url: "/", headers });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain("Phạm Thị Dung");
    expect(t.app.publicCache.hits).toBe(hits);
    // The visitor's page is still the visitor's: the user's HTML was not kept.
    const visitor = await t.app.inject("/");
    expect(t.app.publicCache.hits).toBe(hits + 1);
    expect(visitor.body).not.toContain("Phạm Thị Dung");
  });

  it("does not keep a page that sets a cookie, nor a missing one", async () => {
    const hits = t.app.publicCache.hits;
    const chosen = await t.app.inject("/?locale=en");
    expect(chosen.headers["set-cookie"]).toBeDefined();
    await t.app.inject("/?locale=en");
    const missing = await t.app.inject("/khong-co-trang-nay");
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject("/khong-co-trang-nay")).statusCode).toBe(404);
    expect(t.app.publicCache.hits).toBe(hits);
  });

  it("ends a kept banner list when a banner's end time passes, without any write", async () => {
    const image = await createImage(t.db);
    const banner = await t.db
      .insertInto("banner")
      .values({
        image_id: image.id,
        place: "HOME_MIDDLE",
        caption: "Ưu đãi cuối tuần",
        ends_at: new Date(Date.now() + 1500).toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const url = `/api/banner/list?filters=${encodeURIComponent('[["place","=","HOME_MIDDLE"]]')}`;
    const ids = async () =>
      (await t.app.inject(url)).json().data.items.map((b: { id: number }) => b.id);
    expect(await ids()).toContain(banner.id);
    const hits = t.app.publicCache.hits;
    expect(await ids()).toContain(banner.id);
    expect(t.app.publicCache.hits).toBe(hits + 1);
    await sleep(1600);
    expect(await ids()).not.toContain(banner.id);
  });
});

describe("the listening application", () => {
  it("answers a visitor's kept read before Fastify: the request log has only the first", async () => {
    const testDb = await openTestDb("sqlite");
    const lines: Array<{ msg?: string; req?: { url?: string } }> = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const config = loadConfig(
      { NODE_ENV: "test", DATA_DIR: ".tmp/test-data", JOBS: "0" },
      process.cwd(),
      {
        dotenv: false,
      },
    );
    const app = await buildApp({
      config,
      db: testDb.db,
      webDir: ".tmp/no-web-build",
      logger: { level: "info", stream },
    });
    try {
      await createCourse(testDb.db, { name: "Kỹ năng thuyết trình" });
      await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as AddressInfo;
      const list = `http://127.0.0.1:${port}/api/course/list?limit=3`;
      const first = await (await fetch(list)).text();
      expect(first).toContain("Kỹ năng thuyết trình");
      expect(await (await fetch(list)).text()).toBe(first);
      expect(await (await fetch(list)).text()).toBe(first);
      expect(app.publicCache.hits).toBe(2);
      // A cookie header that is not one still gets the visitor's answer.
      const odd = await fetch(list, { headers: { cookie: "=%E0%A4%A; ;locale" } });
      expect(await odd.text()).toBe(first);
      const logged = lines.filter((l) => l.msg === "incoming request");
      expect(logged.map((l) => l.req?.url)).toEqual(["/api/course/list?limit=3"]);
      expect(app.publicCache.hits).toBe(3);
    } finally {
      await app.close();
      await testDb.close();
    }
  });
});
