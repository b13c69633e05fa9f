import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import pg from "pg";
import { createDb } from "../server/db/create-db.ts";
import { createSession, SESSION_COOKIE } from "../server/features/auth/sessions.ts";
import { formatPrice } from "../shared/format.ts";
import { resolveChromium } from "../tests/e2e/chromium.ts";

/**
 * `npm run test:two-processes`: two server processes on one PostgreSQL database behind a local
 * nginx (installed from Debian's packages when missing), and through it:
 * 1. the response cache stays right across processes: both keep a visitor's course answer, a
 *    staff price change made through one process is the answer of the other at the next request,
 *    and the course page a signed-out visitor opens in Chromium shows it on both;
 * 2. the purchase flow: a student's checkout, the bank's webhook, the student's enrollment.
 * TWO_PROCESS_DATABASE_URL names the PostgreSQL server (a database `hoc_viet_two_processes` is
 * made there afresh). Not part of `npm test`: it installs packages and takes a minute.
 */

const root = path.resolve(import.meta.dirname, "..");
const work = path.join(root, ".tmp/two-processes");
const serverUrl =
  process.env.TWO_PROCESS_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DB_NAME = "hoc_viet_two_processes";
const dbUrl = withDatabase(serverUrl, DB_NAME);
const PORTS = { a: 3291, b: 3292, proxy: 3290 };
const SEPAY_KEY = "two-processes-sepay-key";
const ADMIN = { email: "admin@example.com", password: "two-processes-admin" };
const STUDENT = "hocvien1@demo.hocviet.vn";

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function step(text: string) {
  console.log(`\n▸ ${text}`);
}
function check(ok: boolean, text: string) {
  console.log(`  ${ok ? "✓" : "✗"} ${text}`);
  if (!ok) throw new Error(`Failed: ${text}`);
}

function ensureNginx(): string {
  const found = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
  if (found) return found;
  step("nginx is missing: installing it from Debian's packages");
  execFileSync("apt-get", ["update"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx-light"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  const installed = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
  if (!installed) throw new Error("nginx was not installed");
  return installed;
}

async function freshDatabase() {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`drop database if exists ${DB_NAME} with (force)`);
  await client.query(`create database ${DB_NAME}`);
  await client.end();
}

const children: ChildProcess[] = [];

function startServer(name: string, port: number, seed: boolean): Promise<void> {
  const child = spawn(process.execPath, [path.join(root, "server/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: dbUrl,
      DATA_DIR: path.join(work, `data-${name}`),
      SEED_DEMO: seed ? "1" : "0",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEPAY_API_KEY: SEPAY_KEY,
      // The bank account students transfer to (a test account: nothing is really paid).
      BANK_NAME: "Vietcombank",
      BANK_BIN: "970436",
      BANK_ACCOUNT_NAME: "HOC VIET THU NGHIEM",
      BANK_ACCOUNT_NUMBER: "0123499999",
      JOBS: seed ? "1" : "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return waitFor(`http://127.0.0.1:${port}/healthz`, `${name} (port ${port})`, child);
}

async function waitFor(url: string, label: string, child?: ChildProcess): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${label} did not answer ${url}`);
}

function startNginx(binary: string): Promise<void> {
  const dir = path.join(work, "nginx");
  mkdirSync(path.join(dir, "temp"), { recursive: true });
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  upstream app {
    server 127.0.0.1:${PORTS.a};
    server 127.0.0.1:${PORTS.b};
  }
  server {
    listen 127.0.0.1:${PORTS.proxy};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const child = spawn(binary, ["-c", conf, "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
  children.push(child);
  return waitFor(`http://127.0.0.1:${PORTS.proxy}/healthz`, "nginx", child);
}

async function sessionCookie(email: string): Promise<string> {
  const { db, close } = createDb(dbUrl, { activityLog: false });
  try {
    const user = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const { cookieValue } = await createSession(db, user.id, {
      ip: "127.0.0.1",
      userAgent: "two-processes",
    });
    return `${SESSION_COOKIE}=${cookieValue}`;
  } finally {
    await close();
  }
}

const COURSE_FORM_FIELDS = [
  "name",
  "slug",
  "description",
  "price",
  "visibility",
  "priority",
  "avatar_image_id",
  "promotional_avatar_image_id",
  "sharing_avatar_image_id",
  "sharing_image_id",
  "promotional_image_id",
  "objectives",
  "requirements",
  "introduction",
  "delivery",
  "start_time",
  "end_time",
  "location",
  "meeting_url",
  "creator_id",
  "promotion_id",
  "level",
  "category",
  "language",
  "is_featured",
];

// biome-ignore lint/suspicious/noExplicitAny: answers of several endpoints, read field by field
type Json = any;
type Answer = { status: number; body: Json; headers: Headers };
async function call(
  port: number,
  pathAndQuery: string,
  init: { method?: string; cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(`http://127.0.0.1:${port}${pathAndQuery}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let body: Json = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body, headers: res.headers };
}

/**
 * The course page a signed-out visitor opens on each process, as Chromium draws it, shows
 * `price` (and not `notPrice`).
 */
async function coursePagesShow(browser: Browser, slug: string, price: string, notPrice?: string) {
  for (const [name, port] of Object.entries({ a: PORTS.a, b: PORTS.b })) {
    const page = await browser.newPage();
    try {
      await page.goto(`http://127.0.0.1:${port}/courses/${slug}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      const shown = await page.locator("main").innerText();
      check(
        shown.includes(price) && (notPrice === undefined || !shown.includes(notPrice)),
        `process ${name}: a visitor's course page shows ${price}${notPrice ? `, not ${notPrice}` : ""}`,
      );
    } finally {
      await page.close();
    }
  }
}

async function main() {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const nginx = ensureNginx();
  step(`PostgreSQL database ${DB_NAME}, two server processes, nginx in front`);
  await freshDatabase();
  await startServer("a", PORTS.a, true); // migrates and seeds the demo catalogue
  await startServer("b", PORTS.b, false);
  await startNginx(nginx);
  const upstreams = new Set<string>();
  for (let i = 0; i < 4; i++) {
    upstreams.add((await call(PORTS.proxy, "/healthz")).headers.get("x-upstream") ?? "");
  }
  check(
    upstreams.size === 2,
    `nginx spreads requests over both processes (${[...upstreams].join(", ")})`,
  );

  step("Response cache across processes");
  const list = await call(
    PORTS.proxy,
    `/api/course/list?filters=${encodeURIComponent('[["price",">",0]]')}&limit=1`,
  );
  const course = list.body.data.items[0] as { id: number; slug: string; price: number };
  const page = `/api/course/get?slug=${course.slug}`;
  for (const [name, port] of [
    ["a", PORTS.a],
    ["b", PORTS.b],
  ] as const) {
    const first = await call(port, page);
    const second = await call(port, page, {
      headers: { "if-none-match": first.headers.get("etag") ?? "" },
    });
    check(
      first.status === 200 && second.status === 304,
      `process ${name} keeps the visitor's course answer (200, then 304 for its ETag)`,
    );
  }
  const browser = await chromium.launch(await resolveChromium());
  const listPrice = (amount: number) => formatPrice(amount, "vi");
  await coursePagesShow(browser, course.slug, listPrice(course.price));
  const admin = await sessionCookie(ADMIN.email);
  const full = await call(PORTS.a, `/api/course/get?id=${course.id}`, { cookie: admin });
  const record = full.body.data.items[0] as Record<string, unknown>;
  const newPrice = course.price + 10_000;
  // The course form's fields (shared/schemas/catalogue.ts courseUpdateSchema), as stored.
  const body = Object.fromEntries(COURSE_FORM_FIELDS.map((k) => [k, record[k] ?? null]));
  // Stored as 0/1 like every flag; the form sends a boolean.
  body.is_featured = record.is_featured === 1 || record.is_featured === true;
  const updated = await call(PORTS.a, "/api/course/update", {
    method: "POST",
    cookie: admin,
    body: { ...body, id: course.id, price: newPrice },
  });
  check(
    updated.status === 200,
    `staff change the price through process a (${updated.status === 200 ? newPrice : JSON.stringify(updated.body)})`,
  );
  const onB = await call(PORTS.b, page);
  check(
    onB.body.data.items[0].price === newPrice,
    `process b answers the new price at its next request (${onB.body.data.items[0].price})`,
  );
  const seen = new Set<string>();
  for (let i = 0; i < 2; i++) {
    const viaProxy = await call(PORTS.proxy, page);
    seen.add(viaProxy.headers.get("x-upstream") ?? "");
    check(
      viaProxy.body.data.items[0].price === newPrice,
      `through nginx (${viaProxy.headers.get("x-upstream")}): the new price`,
    );
  }
  check(seen.size === 2, "both processes answered through nginx");
  await coursePagesShow(browser, course.slug, listPrice(newPrice), listPrice(course.price));
  await browser.close();

  step("Purchase flow through nginx");
  const student = await sessionCookie(STUDENT);
  const filters = encodeURIComponent('[["price",">",0],["delivery","=","ONLINE"]]');
  const courses = (await call(PORTS.proxy, `/api/course/list?filters=${filters}&limit=50`)).body
    .data.items as { id: number; name: string }[];
  let order: { id: number; reference_code: string; amount: number } | undefined;
  let boughtId = 0;
  let accountNumber = "";
  for (const c of courses) {
    const res = await call(PORTS.proxy, "/api/order/checkout", {
      method: "POST",
      cookie: student,
      body: { type: "course", id: c.id },
    });
    if (res.status !== 200) throw new Error(`checkout: ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body.data.kind !== "order") continue;
    order = res.body.data.order;
    boughtId = c.id;
    accountNumber = res.body.data.payment.bank.accountNumber;
    console.log(`  order ${order!.reference_code} for “${c.name}”, ${order!.amount} ₫`);
    break;
  }
  check(order !== undefined, "the student has an open order");
  const paid = await call(PORTS.proxy, "/api/webhooks/sepay", {
    method: "POST",
    headers: { authorization: `Apikey ${SEPAY_KEY}` },
    body: {
      id: Date.now(),
      gateway: "Vietcombank",
      transactionDate: "2026-11-25 14:02:37",
      accountNumber,
      code: null,
      content: `${order!.reference_code} chuyen khoan hoc phi`,
      transferType: "in",
      transferAmount: order!.amount,
      accumulated: 0,
      subAccount: null,
      referenceCode: `FT${Date.now()}`,
      description: "",
    },
  });
  check(paid.status === 200 && paid.body.success === true, "the bank's webhook is accepted");
  for (const [name, port] of [
    ["a", PORTS.a],
    ["b", PORTS.b],
  ] as const) {
    const mine = await call(
      port,
      `/api/order/list?filters=${encodeURIComponent(`[["id","=",${order!.id}]]`)}`,
      {
        cookie: student,
      },
    );
    const status = mine.body?.data?.items?.[0]?.status;
    check(status === "PAID", `process ${name}: the order is PAID (${status ?? mine.status})`);
  }
  const enrolled = `[["status","=","ACTIVE"],["course_id","=",${boughtId}]]`;
  const enrollment = await call(
    PORTS.proxy,
    `/api/enrollment/list?filters=${encodeURIComponent(enrolled)}`,
    {
      cookie: student,
    },
  );
  check(
    enrollment.status === 200 && enrollment.body.data.total === 1,
    `the student is enrolled in the course bought (${enrollment.body.data?.total ?? enrollment.status})`,
  );
  console.log("\nTwo processes: all checks passed.");
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const child of children.reverse()) child.kill("SIGTERM");
}
