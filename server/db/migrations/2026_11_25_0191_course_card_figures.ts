import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * What a course card shows beside the price (issue 19 item 5):
 * - `course.level` (null: not said);
 * - `course.category`: a short subject key ("code", "design"…) that related courses share
 *   (null: none, and no related courses);
 * - `course.learner_count`: its ACTIVE and COMPLETED enrollments, kept by triggers on
 *   enrollment, because counting them on every card grows with the school (about 5 ms for 12
 *   cards at 300k enrollments on SQLite) and enrollments change in many flows (payment, free
 *   enrolment, staff, expiry, completion): docs/decisions/028-course-card-figures.md.
 */
const ACCESS = `('ACTIVE', 'COMPLETED')`;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable("course").addColumn("level", "text").execute();
  await db.schema.alterTable("course").addColumn("category", "text").execute();
  await db.schema.createIndex("course_category_idx").on("course").column("category").execute();
  await db.schema
    .alterTable("course")
    .addColumn("learner_count", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql
    .raw(
      `update course set learner_count = (select count(*) from enrollment
        where enrollment.course_id = course.id and enrollment.status in ${ACCESS})`,
    )
    .execute(db);
  const plus = (row: "new" | "old", delta: "+ 1" | "- 1") =>
    `update course set learner_count = learner_count ${delta} where id = ${row}.course_id`;
  if (pg) {
    await sql
      .raw(`create function course_learner_count() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.status in ${ACCESS} then ${plus("old", "- 1")}; end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status in ${ACCESS} then ${plus("new", "+ 1")}; end if;
  return null;
end $$`)
      .execute(db);
    await sql
      .raw(`create trigger enrollment_learner_count after insert or delete or update of status, course_id
        on enrollment for each row execute function course_learner_count()`)
      .execute(db);
    return;
  }
  await sql
    .raw(`create trigger enrollment_learner_count_insert after insert on enrollment
      when new.status in ${ACCESS} begin ${plus("new", "+ 1")}; end`)
    .execute(db);
  await sql
    .raw(`create trigger enrollment_learner_count_delete after delete on enrollment
      when old.status in ${ACCESS} begin ${plus("old", "- 1")}; end`)
    .execute(db);
  await sql
    .raw(`create trigger enrollment_learner_count_update after update of status, course_id on enrollment
      begin
        update course set learner_count = learner_count - 1
          where id = old.course_id and old.status in ${ACCESS};
        update course set learner_count = learner_count + 1
          where id = new.course_id and new.status in ${ACCESS};
      end`)
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (pg) {
    await sql.raw("drop trigger enrollment_learner_count on enrollment").execute(db);
    await sql.raw("drop function course_learner_count()").execute(db);
  } else {
    for (const op of ["insert", "delete", "update"]) {
      await sql.raw(`drop trigger enrollment_learner_count_${op}`).execute(db);
    }
  }
  await db.schema.alterTable("course").dropColumn("learner_count").execute();
  await db.schema.dropIndex("course_category_idx").execute();
  await db.schema.alterTable("course").dropColumn("category").execute();
  await db.schema.alterTable("course").dropColumn("level").execute();
}
