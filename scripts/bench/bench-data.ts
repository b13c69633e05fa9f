import type { Kysely } from "kysely";
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
