import { type Kysely, sql } from "kysely";
import { dbKind } from "../../server/db/dialect.ts";
import type { Database } from "../../server/db/schema.ts";
import { createCourse, createImage, createPromotion, createUser } from "../../tests/factories.ts";

/** A catalogue big enough for the list benchmarks: 200 courses with images, creators, promotions. */
export async function fillBenchCatalogue(db: Kysely<Database>, courses = 200): Promise<void> {
  const creators = await Promise.all(
    ["Nguyễn Văn An", "Trần Thị Bình", "Lê Minh Châu"].map((full_name) =>
      createUser(db, { full_name, role: "CONTENT_MANAGER" }),
    ),
  );
  const promotions = [
    await createPromotion(db),
    await createPromotion(db, { discount_percentage: 50 }),
  ];
  for (let i = 0; i < courses; i++) {
    const image = await createImage(db);
    await createCourse(db, {
      name: `Lập trình ứng dụng số ${i}`,
      description: "Khoá học thực hành với dự án thật, phù hợp người mới bắt đầu.",
      objectives: "Hiểu nền tảng\nLàm dự án\nTự tin đi làm",
      priority: i % 17,
      price: 199_000 + (i % 10) * 100_000,
      avatar_image_id: image.id,
      creator_id: creators[i % creators.length]!.id,
      promotion_id: i % 3 === 0 ? promotions[i % 2]!.id : null,
    });
  }
}

/**
 * The `npm run seed:large` courses as the storefront shows them: an image, a creator (its
 * admins) and, for one in three, a running promotion. Written once (skipped when the courses
 * already have images), outside the activity log: this is the fixture, not business writes.
 */
export async function fillLargeCatalogueRefs(db: Kysely<Database>): Promise<void> {
  const done = await db
    .selectFrom("course")
    .select("id")
    .where("avatar_image_id", "is not", null)
    .executeTakeFirst();
  if (done) return;
  const images: number[] = [];
  for (let i = 0; i < 20; i++) images.push((await createImage(db)).id);
  const promotion = await createPromotion(db, {
    discount_percentage: 30,
    start_time: new Date(Date.now() - 86_400_000).toISOString(),
    end_time: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  });
  const admins = await db.selectFrom("user").select("id").where("role", "=", "ADMIN").execute();
  const courses = await db.selectFrom("course").select("id").execute();
  await db.transaction().execute(async (trx) => {
    for (const { id } of courses) {
      await trx
        .updateTable("course")
        .set({
          avatar_image_id: images[id % images.length]!,
          creator_id: admins[id % admins.length]?.id ?? null,
          promotion_id: id % 3 === 0 ? promotion.id : null,
        })
        .where("id", "=", id)
        .execute();
    }
  });
  await settleTables(db);
}

/**
 * After a bulk fill: planner statistics, and on PostgreSQL the old row versions cleared. The
 * machines' PostgreSQL runs with autovacuum off, so the 4,000 dead course rows that the fill's
 * updates leave stayed, and the planner chose a scan of three times the pages over the search
 * index (a "lap trinh" search: 3.0 ms against 1.1 ms, p99 57 ms at 10 connections). A production
 * server's autovacuum keeps the tables this way.
 */
export async function settleTables(db: Kysely<Database>): Promise<void> {
  await sql.raw(dbKind(db) === "postgres" ? "vacuum analyze" : "analyze").execute(db);
}
