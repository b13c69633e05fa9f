import path from "node:path";
import { type Kysely, sql } from "kysely";
import { createDb } from "../server/db/create-db.ts";
import { dbKind } from "../server/db/dialect.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import type { Database } from "../server/db/schema.ts";
import { settleTables } from "./bench/bench-data.ts";

/**
 * `npm run seed:large`: a database at the size the back office must stay fast at — 100k users,
 * 2k courses, 1M enrollments, 200k paid orders with their transactions, 1M activity-log rows —
 * for `npm run bench:admin`. LARGE_DATABASE_URL (default sqlite:.tmp/large/app.db; a
 * postgres://… URL works too) must name an empty database. The rows are made by the database
 * itself (a recursive CTE on SQLite, generate_series on PostgreSQL), spread over the last two
 * years, so it takes minutes, not hours. The dashboard's daily summary tables fill themselves
 * through their triggers as the rows go in (on PostgreSQL one grouped upsert per INSERT …
 * SELECT); the seed checks them against the rows at the end. The activity log's own wrapper is off: these inserts
 * are the fixture, not business writes.
 */

/** Course names by subject, with their normalised form (shared/search.ts normalizeSearch). */
const COURSE_SUBJECTS: ReadonlyArray<readonly [string, string]> = [
  ["Lập trình Web", "lap trinh web"],
  ["Thiết kế đồ họa", "thiet ke do hoa"],
  ["Tiếng Anh giao tiếp", "tieng anh giao tiep"],
  ["Kế toán doanh nghiệp", "ke toan doanh nghiep"],
  ["Marketing số", "marketing so"],
  ["Khóa học kỹ năng mềm", "khoa hoc ky nang mem"],
  ["Phân tích dữ liệu", "phan tich du lieu"],
  ["Nhiếp ảnh cơ bản", "nhiep anh co ban"],
];

const SIZES = { users: 100_000, courses: 2_000, perUser: 10, orders: 200_000, log: 1_000_000 };
const SPAN_SECONDS = 730 * 86_400;
const url =
  process.env.LARGE_DATABASE_URL ??
  `sqlite:${path.resolve(import.meta.dirname, "../.tmp/large/app.db")}`;

type Db = Kysely<Database>;

/** Rows 1..n as `i`, in the engine's dialect. */
function series(db: Db, n: number) {
  return dbKind(db) === "postgres"
    ? // bigint: i × a large prime overflows PostgreSQL's int4.
      sql`select i::bigint as i from generate_series(1, ${sql.lit(n)}) as s(i)`
    : sql`with recursive s(i) as (select 1 union all select i + 1 from s where i < ${sql.lit(n)}) select i from s`;
}

/** A stored time `seconds` (an SQL expression) after two years ago, in the stored shape. */
function timeAfter(db: Db, seconds: string) {
  const start = new Date(Date.now() - SPAN_SECONDS * 1000).toISOString();
  return dbKind(db) === "postgres"
    ? sql.raw(`(timestamptz '${start}' + (${seconds}) * interval '1 second')`)
    : sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ', '${start}', '+' || (${seconds}) || ' seconds')`);
}

async function step(label: string, run: () => Promise<unknown>) {
  const started = performance.now();
  await run();
  console.log(`${label.padEnd(16)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The summary's totals equal the raw rows' (the per-day comparison is in the API tests). */
async function checkDailyFigures(db: Db) {
  const one = async (query: ReturnType<typeof sql<{ n: number }>>) =>
    Number((await query.execute(db)).rows[0]?.n ?? 0);
  const pairs: Array<
    [string, ReturnType<typeof sql<{ n: number }>>, ReturnType<typeof sql<{ n: number }>>]
  > = [
    [
      "revenue",
      sql`select coalesce(sum(revenue), 0) as n from daily_figure`,
      sql`select coalesce(sum(amount), 0) as n from "transaction" where status = 'MATCHED'`,
    ],
    [
      "paid orders",
      sql`select coalesce(sum(paid_orders), 0) as n from daily_figure`,
      sql`select count(*) as n from "order" where status = 'PAID' and paid_time is not null`,
    ],
    [
      "enrollments",
      sql`select coalesce(sum(new_enrollments), 0) as n from daily_figure`,
      sql`select count(*) as n from enrollment where activate_time is not null`,
    ],
    [
      "accounts",
      sql`select coalesce(sum(new_accounts), 0) as n from daily_figure`,
      sql`select count(*) as n from "user"`,
    ],
    [
      "course sales",
      sql`select coalesce(sum(revenue), 0) as n from monthly_course_sale`,
      sql`select coalesce(sum(oi.fee), 0) as n from order_item oi join "order" o on o.id = oi.order_id where o.status = 'PAID'`,
    ],
  ];
  for (const [label, summary, raw] of pairs) {
    const [a, b] = [await one(summary), await one(raw)];
    if (a !== b) throw new Error(`daily figures: ${label} ${a} in the summary, ${b} in the rows`);
  }
}

const handle = createDb(url, { activityLog: false });
const db = handle.db;
try {
  await migrateToLatest(db);
  const existing = await db
    .selectFrom("user")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) {
    throw new Error(
      `${url.replace(/\/\/[^@]*@/, "//…@")} is not empty: give seed:large an empty database`,
    );
  }
  const s = (n: number) => series(db, n);
  const spread = (k: number) => `((i * ${k}) % ${SPAN_SECONDS})`;
  const { users, courses, perUser, orders, log } = SIZES;

  await step("users", () =>
    sql`insert into "user" (email, password_hash, full_name, role, status, create_time, update_time, search_text)
      select 'user' || i || '@large.example', '!', 'Học viên ' || i,
        case when i <= 5 then 'ADMIN' else 'CLIENT' end, 'ACTIVE',
        ${timeAfter(db, spread(7919))}, ${timeAfter(db, spread(7919))}, 'hoc vien ' || i
      from (${s(users)}) as n`.execute(db),
  );
  // Names from a few subjects, so that a search finds some courses, not all (the search columns
  // as shared/search.ts courseSearchColumns writes them, U+0001 before each word start).
  const mark = dbKind(db) === "postgres" ? "chr(1)" : "char(1)";
  const subjects = COURSE_SUBJECTS.map(([name, folded], k) => ({ k, name, folded }));
  const pick = (f: (s: (typeof subjects)[number]) => string) =>
    sql.raw(
      `case i % ${subjects.length} ${subjects.map((x) => `when ${x.k} then ${f(x)}`).join(" ")} end`,
    );
  const lit = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const marked = (text: string) =>
    text
      .split(" ")
      .map((w) => `${mark} || ${lit(w)}`)
      .join(" || ' ' || ");
  await step("courses", () =>
    sql`insert into course (slug, name, description, price, delivery, visibility, create_time, update_time, search_text, search_name, search_name_words, search_description_words)
      select 'khoa-hoc-' || i, ${pick((x) => lit(`${x.name} `))} || i, ${pick((x) => lit(`Khoá ${x.name.toLowerCase()} thực hành`))},
        100000 + (i % 50) * 10000,
        case i % 3 when 0 then 'ONLINE' when 1 then 'ONSITE' else 'REMOTE' end, 'PUBLIC',
        ${timeAfter(db, spread(104729))}, ${timeAfter(db, spread(104729))},
        ${pick((x) => lit(`${x.folded} `))} || i, ${pick((x) => lit(`${x.name.toLowerCase()} `))} || i,
        ${pick((x) => `${marked(x.folded)} || ' '`)} || ${sql.raw(mark)} || i,
        ${pick((x) => `${mark} || 'khoa ' || ${marked(x.folded)} || ' ' || ${mark} || 'thuc ' || ${mark} || 'hanh'`)}
      from (${s(courses)}) as n`.execute(db),
  );
  // Each user in `perUser` distinct courses (131·k mod 2000 differs for k < 10).
  const insertEnrollments = () =>
    sql`insert into enrollment (user_id, course_id, status, fee, create_time, activate_time)
      select 1 + (i - 1) / ${sql.lit(perUser)}, 1 + ((((i - 1) / ${sql.lit(perUser)}) * 7 + ((i - 1) % ${sql.lit(perUser)}) * 131) % ${sql.lit(courses)}),
        'ACTIVE', 0, ${timeAfter(db, spread(15485863))}, ${timeAfter(db, spread(15485863))}
      from (${s(users * perUser)}) as n`.execute(db);
  await step("enrollments", async () => {
    if (dbKind(db) === "sqlite") return insertEnrollments();
    // PostgreSQL's row trigger keeping course.learner_count would rewrite a course row for each
    // of the million rows inside one statement, every new version found through the chain of
    // the ones before it: more than twenty minutes. The count is made once after, as the
    // migration that added the column made it (server/db/migrations/…0191_course_card_figures.ts).
    await sql`alter table enrollment disable trigger enrollment_learner_count`.execute(db);
    try {
      await insertEnrollments();
    } finally {
      await sql`alter table enrollment enable trigger enrollment_learner_count`.execute(db);
    }
    await sql`update course set learner_count = (select count(*) from enrollment
      where enrollment.course_id = course.id and enrollment.status in ('ACTIVE', 'COMPLETED'))`.execute(
      db,
    );
  });
  await step("orders", () =>
    sql`insert into "order" (user_id, item_type, item_id, amount, reference_code, status, create_time, paid_time, expire_time)
      select 1 + (i % ${sql.lit(users)}), 'COURSE', 1 + (i % ${sql.lit(courses)}), 100000 + (i % 50) * 10000,
        'LG' || i, 'PAID', ${timeAfter(db, spread(48611))}, ${timeAfter(db, spread(48611))}, ${timeAfter(db, `${spread(48611)} + 604800`)}
      from (${s(orders)}) as n`.execute(db),
  );
  await step("order lines", () =>
    sql`insert into order_item (order_id, course_id, fee) select id, item_id, amount from "order"`.execute(
      db,
    ),
  );
  await step("transactions", () =>
    sql`insert into "transaction" (provider, provider_transaction_id, amount, message, transaction_time, order_id, status, actor_kind, create_time)
      select 'SEPAY', 'lg-' || id, amount, reference_code, paid_time, id, 'MATCHED', 'WEBHOOK', paid_time from "order"`.execute(
      db,
    ),
  );
  const tables = ["user", "course", "enrollment", "order", "transaction"];
  const tableOf = `case i % 5 ${tables.map((t, k) => `when ${k} then '${t}'`).join(" ")} end`;
  await step("activity log", () =>
    sql`insert into activity_log (user_id, user_email, actor_kind, type, table_name, ip, affected_rows, record_id, query_statement, query_values, log_time)
      select 1 + (i % 5), 'user' || (1 + (i % 5)) || '@large.example', 'USER',
        case i % 3 when 0 then 'INSERT' when 1 then 'UPDATE' else 'DELETE' end, ${sql.raw(tableOf)},
        '10.0.0.1', 1, 1 + (i % 1000), 'update "x" set "y" = ? where "id" = ?', '["v",1]',
        ${timeAfter(db, `(i * ${Math.floor(SPAN_SECONDS / log)})`)}
      from (${s(log)}) as n`.execute(db),
  );
  // The dashboard's daily summary (docs/decisions/024) was kept by the database's triggers
  // while the rows went in; check it against the rows before calling the data set ready.
  await step("daily figures", () => checkDailyFigures(db));
  await settleTables(db);
  console.log(`Filled ${url.replace(/\/\/[^@]*@/, "//…@")}`);
} finally {
  await handle.close();
}
