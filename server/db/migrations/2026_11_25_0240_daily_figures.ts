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
 * `monthly_course_sale`) and who moved
 * forward in a lesson (`daily_active_student`). Database triggers keep them current in the
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
    table: "order",
    column: "paid_orders",
    time: "paid_time",
    value: "1",
    when: "r.status = 'PAID' and r.paid_time is not null",
    watch: ["status", "paid_time"],
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

const FIGURE_COLUMNS = FIGURES.map((f) => f.column);

/** The GMT+07:00 day (YYYY-MM-DD) of a stored instant. Vietnam has no daylight saving time. */
const day = (pg: boolean, instant: string) =>
  pg
    ? `to_char((${instant} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`
    : `date(${instant}, '+7 hours')`;

// ---- The rows each source contributes, as SELECTs over a set of rows named `r` ----------

/** (day, value) of the rows of `from` (a table or transition table aliased `r`). */
const figureRows = (pg: boolean, f: FigureSource, from: string, sign: string) =>
  `select ${day(pg, `r.${f.time}`)} as day, ${sign}${f.value} as v from ${from} r where ${f.when}`;

const PAID = (o: string) => `${o}.status = 'PAID' and ${o}.paid_time is not null`;

/** (day, course_id, fee, orders) of paid orders' lines, from changed orders or changed lines. */
const orderSaleRows = (pg: boolean, from: string, sign: string) =>
  `select ${day(pg, "r.paid_time")} as day, oi.course_id as course_id, ${sign}oi.fee as fee, ${sign}1 as n
   from ${from} r join order_item oi on oi.order_id = r.id where ${PAID("r")}`;
const lineSaleRows = (pg: boolean, from: string, sign: string) =>
  `select ${day(pg, "o.paid_time")} as day, r.course_id as course_id, ${sign}r.fee as fee, ${sign}1 as n
   from ${from} r join "order" o on o.id = r.order_id where ${PAID("o")}`;

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

/** Every trigger: the table it watches and, per event, the statements it runs. */
interface TriggerSpec {
  name: string;
  table: string;
  watch: string[] | null;
  /** The statements for the rows `from` (old or new rows), added (sign "") or taken away ("-"). */
  apply: (pg: boolean, from: string, sign: "" | "-") => string[];
  /** Rows only ever add (active students): nothing to take away on UPDATE or DELETE. */
  insertOnly?: boolean;
}

const TRIGGERS: TriggerSpec[] = [
  ...FIGURES.map(
    (f): TriggerSpec => ({
      name: `daily_figure_${f.table}`,
      table: f.table,
      watch: f.watch,
      apply: (pg, from, sign) => [upsertFigure(f.column, figureRows(pg, f, from, sign))],
    }),
  ),
  {
    name: "daily_course_sale_order",
    table: "order",
    watch: ["status", "paid_time"],
    apply: (pg, from, sign) => [
      upsertSale(orderSaleRows(pg, from, sign)),
      upsertMonthSale(orderSaleRows(pg, from, sign)),
    ],
  },
  {
    name: "daily_course_sale_order_item",
    table: "order_item",
    watch: ["order_id", "course_id", "fee"],
    apply: (pg, from, sign) => [
      upsertSale(lineSaleRows(pg, from, sign)),
      upsertMonthSale(lineSaleRows(pg, from, sign)),
    ],
  },
  {
    name: "daily_active_student",
    table: "lesson_progress",
    watch: ["update_time", "user_id"],
    apply: (pg, from) => [upsertActive(activeRows(pg, from))],
    insertOnly: true,
  },
];

// ---- SQLite: row triggers; `r` is a one-row SELECT of NEW or OLD -----------------------------

function sqliteTriggers(spec: TriggerSpec): string[] {
  const q = (s: string) => `"${s}"`;
  const body = (statements: string[]) => statements.map((s) => `${s};`).join("\n");
  const triggers = [
    `create trigger ${spec.name}_insert after insert on ${q(spec.table)} for each row begin
     ${body(spec.apply(false, rowOf(spec, "new"), ""))}
     end`,
  ];
  const changed = spec.watch?.map((c) => `old.${c} is not new.${c}`).join(" or ") ?? "1";
  triggers.push(
    `create trigger ${spec.name}_update after update on ${q(spec.table)} for each row when ${changed} begin
     ${body([...(spec.insertOnly ? [] : spec.apply(false, rowOf(spec, "old"), "-")), ...spec.apply(false, rowOf(spec, "new"), "")])}
     end`,
  );
  if (!spec.insertOnly) {
    triggers.push(
      `create trigger ${spec.name}_delete after delete on ${q(spec.table)} for each row begin
       ${body(spec.apply(false, rowOf(spec, "old"), "-"))}
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
  transaction: ["status", "amount", "transaction_time"],
  order: ["id", "status", "paid_time"],
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
  const run = (statements: string[]) => statements.map((s) => `${s};`).join("\n");
  const update = spec.insertOnly
    ? run(spec.apply(true, "new_rows", ""))
    : run([...spec.apply(true, "old_rows", "-"), ...spec.apply(true, "new_rows", "")]);
  const statements = [
    `create function ${fn}() returns trigger language plpgsql as $fn$
     begin
       if TG_OP = 'INSERT' then
         ${run(spec.apply(true, "new_rows", ""))}
       elsif TG_OP = 'UPDATE' then
         ${update}
       else
         ${spec.insertOnly ? "null;" : run(spec.apply(true, "old_rows", "-"))}
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
    .createTable("daily_active_student")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("daily_active_student_pk", ["day", "user_id"])
    .$call(rowless)
    .execute();

  // Fill from the rows already there, then keep current.
  for (const f of FIGURES) {
    await sql.raw(upsertFigure(f.column, figureRows(pg, f, `"${f.table}"`, ""))).execute(db);
  }
  await sql.raw(upsertSale(orderSaleRows(pg, `"order"`, ""))).execute(db);
  await sql.raw(upsertMonthSale(orderSaleRows(pg, `"order"`, ""))).execute(db);
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
  for (const name of [
    "daily_active_student",
    "monthly_course_sale",
    "daily_course_sale",
    "daily_figure",
  ]) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}
