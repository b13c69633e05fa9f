import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
} from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * The dashboard's daily summary (docs/decisions/024-daily-figures.md): per GMT+07:00 day the
 * money received, the orders paid, the enrollments activated and the accounts created
 * (`daily_figure`), the fees of paid orders per course (`daily_course_sale`, and by month in
 * `monthly_course_sale`) and who moved forward in a lesson (`daily_active_student`); an order
 * counts on the day of its first MATCHED payment (`order_payment_day`). Database triggers keep them current in the
 * transaction of every write to the rows they sum — whichever code path, script or hand-written
 * SQL makes it — and the tables are filled from the rows already there.
 *
 * SQLite: row triggers (AFTER INSERT/UPDATE/DELETE), one upsert per touched row.
 * PostgreSQL: statement triggers with transition tables, one grouped upsert per statement, so a
 * bulk INSERT … SELECT costs one aggregate, not a trigger call per row.
 */

/** A source table whose rows each add `value` to one column of `daily_figure` on one day. */
interface FigureSource {
  table: string;
  column: string;
  /** The instant that names the day. */
  time: string;
  /** The amount a row adds ("1" counts it), with `r.` for the row. */
  value: string;
  /** When the row counts, with `r.` for the row. */
  when: string;
  /** Columns whose change may move the row's contribution (the UPDATE trigger's condition). */
  watch: string[];
}

const FIGURES: FigureSource[] = [
  {
    table: "transaction",
    column: "revenue",
    time: "transaction_time",
    value: "r.amount",
    when: "r.status = 'MATCHED'",
    watch: ["status", "amount", "transaction_time"],
  },
  {
    table: "enrollment",
    column: "new_enrollments",
    time: "activate_time",
    value: "1",
    when: "r.activate_time is not null",
    watch: ["activate_time"],
  },
  {
    table: "user",
    column: "new_accounts",
    time: "create_time",
    value: "1",
    when: "1 = 1",
    watch: ["create_time"],
  },
];

const FIGURE_COLUMNS = [...FIGURES.map((f) => f.column), "paid_orders"];

/** The GMT+07:00 day (YYYY-MM-DD) of a stored instant. Vietnam has no daylight saving time. */
const day = (pg: boolean, instant: string) =>
  pg
    ? `to_char((${instant} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`
    : `date(${instant}, '+7 hours')`;

// ---- The rows each source contributes, as SELECTs over a set of rows named `r` ----------

/** (day, value) of the rows of `from` (a table or transition table aliased `r`). */
const figureRows = (pg: boolean, f: FigureSource, from: string, sign: string) =>
  `select ${day(pg, `r.${f.time}`)} as day, ${sign}${f.value} as v from ${from} r where ${f.when}`;

/**
 * An order counts as paid, with its lines as course sales, on the GMT+07:00 day of its first
 * MATCHED payment (`order_payment_day`), as the revenue counts money by transaction_time: a
 * transfer made in October and entered in November is October's revenue and October's order.
 * `ids` is a SELECT of the order ids whose payments changed.
 */
const paidOrderRows = (ids: string, sign: string) =>
  `select p.day as day, ${sign}1 as v from order_payment_day p where p.order_id in (${ids})`;
const paidSaleRows = (ids: string, sign: string) =>
  `select p.day as day, oi.course_id as course_id, ${sign}oi.fee as fee, ${sign}1 as n
   from order_payment_day p join order_item oi on oi.order_id = p.order_id where p.order_id in (${ids})`;
const firstPayments = (pg: boolean, ids: string) =>
  `insert into order_payment_day (order_id, day)
   select order_id, ${day(pg, "min(transaction_time)")} from "transaction"
   where status = 'MATCHED' and order_id in (${ids}) group by order_id`;

/** Take the orders' contributions away, find their first payment again, add them back. */
const reattribute = (pg: boolean, ids: string) => [
  upsertFigure("paid_orders", paidOrderRows(ids, "-")),
  upsertSale(paidSaleRows(ids, "-")),
  upsertMonthSale(paidSaleRows(ids, "-")),
  `delete from order_payment_day where order_id in (${ids})`,
  firstPayments(pg, ids),
  upsertFigure("paid_orders", paidOrderRows(ids, "")),
  upsertSale(paidSaleRows(ids, "")),
  upsertMonthSale(paidSaleRows(ids, "")),
];

/** (day, course_id, fee, orders) of changed lines of orders already paid. */
const lineSaleRows = (from: string, sign: string) =>
  `select p.day as day, r.course_id as course_id, ${sign}r.fee as fee, ${sign}1 as n
   from ${from} r join order_payment_day p on p.order_id = r.order_id`;

const activeRows = (pg: boolean, from: string) =>
  `select distinct ${day(pg, "r.update_time")} as day, r.user_id as user_id from ${from} r`;

// ---- Upserts of a set of contributions -----------------------------------------------------

const upsertFigure = (column: string, rows: string) =>
  `insert into daily_figure (day, ${column})
   select day, sum(v) from (${rows}) x where true group by day
   on conflict (day) do update set ${column} = daily_figure.${column} + excluded.${column}`;

const upsertSale = (rows: string) =>
  `insert into daily_course_sale (day, course_id, revenue, orders)
   select day, course_id, sum(fee), sum(n) from (${rows}) x where true group by day, course_id
   on conflict (day, course_id) do update set revenue = daily_course_sale.revenue + excluded.revenue,
     orders = daily_course_sale.orders + excluded.orders`;

/**
 * The same sales by month (YYYY-MM): a year's top courses sum twelve monthly rows per course
 * and the days of the partial months at its ends, instead of a row per course and day.
 */
const upsertMonthSale = (rows: string) =>
  `insert into monthly_course_sale (month, course_id, revenue, orders)
   select substr(day, 1, 7), course_id, sum(fee), sum(n) from (${rows}) x where true
   group by substr(day, 1, 7), course_id
   on conflict (month, course_id) do update set revenue = monthly_course_sale.revenue + excluded.revenue,
     orders = monthly_course_sale.orders + excluded.orders`;

const upsertActive = (rows: string) =>
  `insert into daily_active_student (day, user_id) select day, user_id from (${rows}) x where true
   on conflict (day, user_id) do nothing`;

type TriggerEvent = "insert" | "update" | "delete";

/** Every trigger: the table it watches and, per event, the statements it runs. */
interface TriggerSpec {
  name: string;
  table: string;
  watch: string[];
  /** The statements for an event, given the changed rows (`old`, `new`) as FROM items. */
  run: (pg: boolean, event: TriggerEvent, rows: { old: string; new: string }) => string[];
  /** Rows only ever add (active students): no trigger on DELETE. */
  insertOnly?: boolean;
}

/** A spec whose rows each add a contribution: taken away as old rows, added as new rows. */
const additive =
  (apply: (pg: boolean, from: string, sign: "" | "-") => string[]): TriggerSpec["run"] =>
  (pg, event, rows) => [
    ...(event === "insert" ? [] : apply(pg, rows.old, "-")),
    ...(event === "delete" ? [] : apply(pg, rows.new, "")),
  ];

const TRIGGERS: TriggerSpec[] = [
  ...FIGURES.map(
    (f): TriggerSpec => ({
      name: `daily_figure_${f.table}`,
      table: f.table,
      watch: f.watch,
      run: additive((pg, from, sign) => [upsertFigure(f.column, figureRows(pg, f, from, sign))]),
    }),
  ),
  {
    name: "order_payment_day_transaction",
    table: "transaction",
    watch: ["status", "transaction_time", "order_id"],
    run: (pg, event, rows) => {
      const ids = [
        ...(event === "insert" ? [] : [`select order_id from ${rows.old} r`]),
        ...(event === "delete" ? [] : [`select order_id from ${rows.new} r`]),
      ].join(" union ");
      return reattribute(pg, ids);
    },
  },
  {
    name: "daily_course_sale_order_item",
    table: "order_item",
    watch: ["order_id", "course_id", "fee"],
    run: additive((_pg, from, sign) => [
      upsertSale(lineSaleRows(from, sign)),
      upsertMonthSale(lineSaleRows(from, sign)),
    ]),
  },
  {
    name: "daily_active_student",
    table: "lesson_progress",
    watch: ["update_time", "user_id"],
    run: (pg, event, rows) => (event === "delete" ? [] : [upsertActive(activeRows(pg, rows.new))]),
    insertOnly: true,
  },
];

// ---- SQLite: row triggers; `r` is a one-row SELECT of NEW or OLD -----------------------------

function sqliteTriggers(spec: TriggerSpec): string[] {
  const rows = { old: rowOf(spec, "old"), new: rowOf(spec, "new") };
  const body = (event: TriggerEvent) =>
    spec
      .run(false, event, rows)
      .map((statement) => `${statement};`)
      .join("\n");
  const changed = spec.watch.map((c) => `old.${c} is not new.${c}`).join(" or ");
  const triggers = [
    `create trigger ${spec.name}_insert after insert on "${spec.table}" for each row begin
     ${body("insert")}
     end`,
    `create trigger ${spec.name}_update after update on "${spec.table}" for each row when ${changed} begin
     ${body("update")}
     end`,
  ];
  if (!spec.insertOnly) {
    triggers.push(
      `create trigger ${spec.name}_delete after delete on "${spec.table}" for each row begin
       ${body("delete")}
       end`,
    );
  }
  return triggers;
}

/**
 * The columns each table's statements read, as a one-row subquery over NEW or OLD (SQLite has
 * no `select new.*`).
 */
const ROW_COLUMNS: Record<string, string[]> = {
  transaction: ["status", "amount", "transaction_time", "order_id"],
  enrollment: ["activate_time"],
  user: ["create_time"],
  order_item: ["order_id", "course_id", "fee"],
  lesson_progress: ["user_id", "update_time"],
};

function rowOf(spec: TriggerSpec, ref: "new" | "old"): string {
  const columns = ROW_COLUMNS[spec.table] ?? [];
  return `(select ${columns.map((c) => `${ref}.${c} as ${c}`).join(", ")})`;
}

// ---- PostgreSQL: statement triggers over transition tables ---------------------------------

function pgTriggers(spec: TriggerSpec): string[] {
  const fn = `${spec.name}_fn`;
  const rows = { old: "old_rows", new: "new_rows" };
  const run = (event: TriggerEvent) =>
    spec
      .run(true, event, rows)
      .map((statement) => `${statement};`)
      .join("\n") || "null;";
  const statements = [
    `create function ${fn}() returns trigger language plpgsql as $fn$
     begin
       if TG_OP = 'INSERT' then
         ${run("insert")}
       elsif TG_OP = 'UPDATE' then
         ${run("update")}
       else
         ${run("delete")}
       end if;
       return null;
     end $fn$`,
    `create trigger ${spec.name}_insert after insert on "${spec.table}"
     referencing new table as new_rows for each statement execute function ${fn}()`,
    `create trigger ${spec.name}_update after update on "${spec.table}"
     referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`,
  ];
  if (!spec.insertOnly) {
    statements.push(
      `create trigger ${spec.name}_delete after delete on "${spec.table}"
       referencing old table as old_rows for each statement execute function ${fn}()`,
    );
  }
  return statements;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const big = pg ? "bigint" : "integer";
  const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
  // SQLite: the primary key is the table (no rowid beside it), so a range of days reads the
  // summed values straight from the key's b-tree.
  const rowless = (t: CreateTableBuilder<string>) => (pg ? t : t.modifyEnd(sql`without rowid`));
  let table = db.schema.createTable("daily_figure").addColumn("day", "text", (c) => c.primaryKey());
  for (const column of FIGURE_COLUMNS) {
    table = table.addColumn(column, column === "revenue" ? big : "integer", zero);
  }
  await table.execute();
  await db.schema
    .createTable("daily_course_sale")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("course_id", "integer", (c) => c.notNull())
    .addColumn("revenue", big, zero)
    .addColumn("orders", "integer", zero)
    .addPrimaryKeyConstraint("daily_course_sale_pk", ["day", "course_id"])
    .$call(rowless)
    .execute();
  await db.schema
    .createTable("monthly_course_sale")
    .addColumn("month", "text", (c) => c.notNull())
    .addColumn("course_id", "integer", (c) => c.notNull())
    .addColumn("revenue", big, zero)
    .addColumn("orders", "integer", zero)
    .addPrimaryKeyConstraint("monthly_course_sale_pk", ["month", "course_id"])
    .$call(rowless)
    .execute();
  await db.schema
    .createTable("order_payment_day")
    .addColumn("order_id", "integer", (c) => c.primaryKey())
    .addColumn("day", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("daily_active_student")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("daily_active_student_pk", ["day", "user_id"])
    .$call(rowless)
    .execute();

  // The transaction trigger looks up an order's MATCHED payments: by order first, whatever the
  // engine's statistics (SQLite without ANALYZE would otherwise read every MATCHED row).
  await db.schema
    .createIndex("transaction_order_id_status_transaction_time_idx")
    .on("transaction")
    .columns(["order_id", "status", "transaction_time"])
    .execute();

  // Fill from the rows already there, then keep current.
  for (const f of FIGURES) {
    await sql.raw(upsertFigure(f.column, figureRows(pg, f, `"${f.table}"`, ""))).execute(db);
  }
  const paidIds = `select order_id from "transaction" where status = 'MATCHED'`;
  await sql.raw(firstPayments(pg, paidIds)).execute(db);
  const allPaid = "select order_id from order_payment_day";
  await sql.raw(upsertFigure("paid_orders", paidOrderRows(allPaid, ""))).execute(db);
  await sql.raw(upsertSale(paidSaleRows(allPaid, ""))).execute(db);
  await sql.raw(upsertMonthSale(paidSaleRows(allPaid, ""))).execute(db);
  await sql.raw(upsertActive(activeRows(pg, "lesson_progress"))).execute(db);

  for (const spec of TRIGGERS) {
    for (const statement of pg ? pgTriggers(spec) : sqliteTriggers(spec)) {
      await sql.raw(statement).execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const spec of TRIGGERS) {
    for (const event of ["insert", "update", "delete"]) {
      await sql
        .raw(
          pg
            ? `drop trigger if exists ${spec.name}_${event} on "${spec.table}"`
            : `drop trigger if exists ${spec.name}_${event}`,
        )
        .execute(db);
    }
    if (pg) await sql.raw(`drop function if exists ${spec.name}_fn()`).execute(db);
  }
  await db.schema
    .dropIndex("transaction_order_id_status_transaction_time_idx")
    .ifExists()
    .execute();
  for (const name of [
    "daily_active_student",
    "order_payment_day",
    "monthly_course_sale",
    "daily_course_sale",
    "daily_figure",
  ]) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}
