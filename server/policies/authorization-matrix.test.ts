import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../shared/constants.ts";
import { createUser } from "../../tests/factories.ts";
import { registeredRoutes } from "../../tests/setup/route-list.ts";
import { signIn } from "../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.ts";
import { engines } from "../../tests/setup/test-db.ts";

/**
 * The authorization matrix (issue 3 §4): every registered route, asked by every kind of actor,
 * must answer as the table below says. "ok" means the route let the actor through (a 2xx, 3xx
 * or 4xx but 401 and 403: a 400 for the empty sample body, a 404 for a missing record are
 * fine); 401 and 403 are refusals; a 5xx is a failure, whatever the row expects. A route missing from the table fails the test: add each new route here.
 */

const ACTORS = [
  "visitor",
  "CLIENT",
  "CONTENT_WRITER",
  "CONTENT_MANAGER",
  "ADMIN_TRIAL",
  "ADMIN",
  "webhook",
] as const;
type ActorName = (typeof ACTORS)[number];
type Outcome = "ok" | 401 | 403;
type Expectation = Record<ActorName, Outcome>;

const row = (
  visitor: Outcome,
  client: Outcome,
  writer: Outcome,
  manager: Outcome,
  trial: Outcome,
  admin: Outcome,
  webhook: Outcome = visitor,
): Expectation => ({
  visitor,
  CLIENT: client,
  CONTENT_WRITER: writer,
  CONTENT_MANAGER: manager,
  ADMIN_TRIAL: trial,
  ADMIN: admin,
  webhook,
});

// The webhook credential is no user: outside its own routes it is a visitor.
const OPEN = row("ok", "ok", "ok", "ok", "ok", "ok");
const SIGNED_IN = row(401, "ok", "ok", "ok", "ok", "ok");
const STAFF = row(401, 403, "ok", "ok", "ok", "ok");
/** Media uploads and deletions: the content roles and ADMIN; ADMIN_TRIAL only looks. */
const STAFF_WRITE = row(401, 403, "ok", "ok", 403, "ok");
const ADMIN_READ = row(401, 403, 403, 403, "ok", "ok");
const ADMIN_WRITE = row(401, 403, 403, 403, 403, "ok");
/** Bank webhooks: their own credential only; a user session is refused there. */
const WEBHOOK_ONLY = row(401, 403, 403, 403, 403, 403, "ok");

/** Lists and single records of the generic list API, by what each resource's scope allows. */
const LISTS: Record<string, Expectation> = {
  course: OPEN,
  chapter: OPEN,
  lesson: OPEN,
  combo: OPEN,
  promotion: OPEN,
  banner: OPEN,
  article: OPEN,
  quiz: ADMIN_READ,
  question_group: ADMIN_READ,
  question: ADMIN_READ,
  image: STAFF,
  video: STAFF,
  audio: STAFF,
  document: STAFF,
  // Issue 16: article categories are public.
  article_category: OPEN,
  user: SIGNED_IN,
  enrollment: SIGNED_IN,
  order: SIGNED_IN,
  order_item: SIGNED_IN,
  transaction: ADMIN_READ,
  activity_log: ADMIN_READ,
};

const EXPECTED: Record<string, Expectation> = {
  ...Object.fromEntries(
    Object.entries(LISTS).flatMap(([resource, expectation]) => [
      [`GET /api/${resource}/list`, expectation],
      [`GET /api/${resource}/get`, expectation],
    ]),
  ),
  "GET /healthz": OPEN,
  "GET /sitemap.xml": OPEN,
  "GET /robots.txt": OPEN,
  "GET /api/course/discover": OPEN,
  "GET *": OPEN,
  "GET /api/docs": OPEN,
  "GET /api/docs/": OPEN,
  "GET /api/docs/static/index.html": OPEN,
  "GET /api/docs/static/swagger-initializer.js": OPEN,
  "GET /api/docs/*": OPEN,
  "GET /api/docs/json": OPEN,
  "GET /api/docs/yaml": OPEN,

  "POST /api/auth/register": OPEN,
  "POST /api/auth/sign-in": OPEN,
  "POST /api/auth/sign-out": OPEN,
  "POST /api/auth/verify-email": OPEN,
  "POST /api/auth/resend-verification": SIGNED_IN,
  "POST /api/auth/forgot-password": OPEN,
  "POST /api/auth/reset-password": OPEN,
  "POST /api/auth/confirm-email-change": OPEN,

  "GET /api/account/info": SIGNED_IN,
  "POST /api/account/update": SIGNED_IN,
  "POST /api/account/avatar": SIGNED_IN,
  "POST /api/account/change-email": SIGNED_IN,
  "POST /api/account/change-password": SIGNED_IN,
  "POST /api/account/locale": SIGNED_IN,
  "GET /api/account/devices": SIGNED_IN,
  "POST /api/account/devices/sign-out": SIGNED_IN,
  "POST /api/account/devices/sign-out-others": SIGNED_IN,

  "GET /api/notification/list": SIGNED_IN,
  "GET /api/notification/unread-count": SIGNED_IN,
  "POST /api/notification/read": SIGNED_IN,
  "POST /api/notification/read-all": SIGNED_IN,

  "GET /api/quiz/latest-attempt": SIGNED_IN,
  "POST /api/quiz/attempt": SIGNED_IN,
  "POST /api/quiz/preview-grade": OPEN,

  // Visitors read a public course's outline and its preview lessons; progress is a student's.
  "GET /api/learning/course": OPEN,
  "GET /api/learning/lesson": OPEN,
  "POST /api/learning/progress": SIGNED_IN,
  "GET /api/certificate/get": OPEN,
  "GET /api/certificate/pdf": OPEN,
  "GET /api/certificate/mine": SIGNED_IN,

  "POST /api/user/update-role": ADMIN_WRITE,
  "POST /api/user/update-status": ADMIN_WRITE,

  "POST /api/media/upload": STAFF_WRITE,
  "POST /api/media/delete": STAFF_WRITE,
  "POST /api/media/update": STAFF_WRITE,

  // A writer passes the route's check; the record's policy then decides (article-writes.test.ts).
  "POST /api/article/create": STAFF_WRITE,
  "POST /api/article/update": STAFF_WRITE,
  "POST /api/article/delete": STAFF_WRITE,
  "POST /api/article/submit": row(401, 403, "ok", 403, 403, 403),
  "POST /api/article/publish": row(401, 403, 403, "ok", 403, "ok"),

  "POST /api/banner/create": ADMIN_WRITE,
  "POST /api/banner/update": ADMIN_WRITE,
  "POST /api/banner/delete": ADMIN_WRITE,
  "POST /api/banner/reorder": ADMIN_WRITE,

  // Issue 16: article categories, managed by ADMIN and CONTENT_MANAGER.
  "POST /api/article_category/create": row(401, 403, 403, "ok", 403, "ok"),
  "POST /api/article_category/update": row(401, 403, 403, "ok", 403, "ok"),
  "POST /api/article_category/delete": row(401, 403, 403, "ok", 403, "ok"),

  "GET /api/library/favorites": OPEN,
  "POST /api/library/favor": SIGNED_IN,
  "POST /api/library/unfavor": SIGNED_IN,
  "POST /api/library/enroll": SIGNED_IN,
  "POST /api/order/checkout": SIGNED_IN,
  "GET /api/order/status": SIGNED_IN,
  // Their own order's receipt and invoice request (someone else's is a 404: order ids of others
  // are not the asker's business); marking a request handled is an admin's write.
  "GET /api/order/receipt": SIGNED_IN,
  "POST /api/order/invoice": SIGNED_IN,
  "POST /api/order/invoice-handled": ADMIN_WRITE,

  "POST /api/enrollment/create": ADMIN_WRITE,
  "POST /api/enrollment/activate": ADMIN_WRITE,
  "POST /api/enrollment/complete": ADMIN_WRITE,
  "POST /api/transaction/create": ADMIN_WRITE,
  "POST /api/transaction/attach": ADMIN_WRITE,
  "GET /api/transaction/order-money": ADMIN_READ,

  // The back office's catalogue writes (server/features/catalogue/).
  "POST /api/course/create": ADMIN_WRITE,
  "POST /api/course/update": ADMIN_WRITE,
  "POST /api/course/delete": ADMIN_WRITE,
  "POST /api/chapter/create": ADMIN_WRITE,
  "POST /api/chapter/update": ADMIN_WRITE,
  "POST /api/chapter/delete": ADMIN_WRITE,
  "POST /api/chapter/reorder": ADMIN_WRITE,
  "POST /api/lesson/create": ADMIN_WRITE,
  "POST /api/lesson/update": ADMIN_WRITE,
  "POST /api/lesson/delete": ADMIN_WRITE,
  "POST /api/lesson/reorder": ADMIN_WRITE,
  "POST /api/quiz/create": ADMIN_WRITE,
  "POST /api/quiz/update": ADMIN_WRITE,
  "POST /api/quiz/delete": ADMIN_WRITE,
  "POST /api/question-group/create": ADMIN_WRITE,
  "POST /api/question-group/update": ADMIN_WRITE,
  "POST /api/question-group/delete": ADMIN_WRITE,
  "POST /api/question-group/reorder": ADMIN_WRITE,
  "POST /api/question/create": ADMIN_WRITE,
  "POST /api/question/update": ADMIN_WRITE,
  "POST /api/question/delete": ADMIN_WRITE,
  "POST /api/question/reorder": ADMIN_WRITE,
  "POST /api/promotion/create": ADMIN_WRITE,
  "POST /api/promotion/update": ADMIN_WRITE,
  "POST /api/promotion/delete": ADMIN_WRITE,
  "POST /api/combo/create": ADMIN_WRITE,
  "POST /api/combo/update": ADMIN_WRITE,
  "POST /api/combo/delete": ADMIN_WRITE,
  "GET /api/dashboard/figures": STAFF,
  "GET /api/activity_log/export.csv": ADMIN_READ,
  "GET /api/settings/health": ADMIN_READ,

  "POST /api/webhooks/sepay": WEBHOOK_ONLY,
  "POST /api/webhooks/casso": WEBHOOK_ONLY,
};

/**
 * Bodies for routes that check who asks only after validating the body (an open route that
 * refuses visitors in its handler): with the default `{}` they would answer 400 to everyone.
 */
const SAMPLE_BODIES: Record<string, object> = {
  "POST /api/library/favor": { courseId: 1 },
  "POST /api/library/unfavor": { courseId: 1 },
};

/** 401 and 403 are refusals; any other answer below 500 means the route let the actor through. */
const outcomeOf = (status: number): Outcome => (status === 401 || status === 403 ? status : "ok");

/** A concrete request for a route pattern: a real path, and a query where one is required. */
function sampleUrl(method: string, path: string): string {
  const concrete = path === "*" ? "/" : path.replace(/\*$/, "x").replace(/:\w+/g, "1");
  return method === "GET" && concrete.endsWith("/get") ? `${concrete}?id=1` : concrete;
}

const WEBHOOK_KEYS = { SEPAY_API_KEY: "sepay-test-key", CASSO_SECURE_TOKEN: "casso-test-token" };

describe.each(engines())("authorization matrix on %s", (engine) => {
  let t: TestApp;
  const users = {} as Record<Role, number>;

  beforeAll(async () => {
    t = await createTestApp(engine, { env: WEBHOOK_KEYS });
    for (const role of ["CLIENT", "CONTENT_WRITER", "CONTENT_MANAGER", "ADMIN_TRIAL", "ADMIN"]) {
      users[role as Role] = (await createUser(t.db, { role: role as Role })).id;
    }
  });
  afterAll(() => t.close());

  /** Each request signs in afresh, so that a sign-out or a role change cannot leak into the next. */
  async function headersOf(actor: ActorName): Promise<Record<string, string>> {
    if (actor === "visitor") return {};
    if (actor === "webhook") {
      return {
        authorization: `Apikey ${WEBHOOK_KEYS.SEPAY_API_KEY}`,
        "secure-token": WEBHOOK_KEYS.CASSO_SECURE_TOKEN,
      };
    }
    return signIn(t, users[actor]);
  }

  it("has an expectation for every registered route, and no stale one", () => {
    const routes = registeredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(50);
    expect(
      routes.filter((r) => !(r in EXPECTED)),
      "routes missing from the matrix",
    ).toEqual([]);
    expect(
      Object.keys(EXPECTED).filter((r) => !routes.includes(r)),
      "stale rows",
    ).toEqual([]);
  });

  it("answers every route as the matrix says, for every actor", async () => {
    const actual: Record<string, Partial<Expectation>> = {};
    for (const route of registeredRoutes(t.app)) {
      const [method, path] = route.split(" ") as ["GET" | "POST", string];
      actual[route] = {};
      for (const actor of ACTORS) {
        const res = await t.app.inject({
          method,
          url: sampleUrl(method, path),
          headers: { ...(await headersOf(actor)), "content-type": "application/json" },
          ...(method === "POST" ? { payload: JSON.stringify(SAMPLE_BODIES[route] ?? {}) } : {}),
        });
        const status = res.statusCode;
        // A crash is never "let through": it shows as its status, which no row expects.
        actual[route][actor] =
          status >= 500 ? (`crashed ${status}` as unknown as Outcome) : outcomeOf(status);
      }
    }
    expect(actual).toEqual(EXPECTED);
  });
});
