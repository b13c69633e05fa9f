import { normalizeSearch } from "../../shared/search.ts";
import { ARTICLE_CATEGORIES, type ArticleCategorySlug } from "./content/article-categories.ts";
import { ARTICLES } from "./content/catalogue.ts";
import { BANNERS, COMBOS, PROMOTIONS } from "./content/marketing.ts";
import type { PromotionKey } from "./content/types.ts";
import { counted, daysAgo, hoursAfter, idOf, imageId, type WriteContext } from "./context.ts";
import { imageKeys } from "./images.ts";
import { richJson } from "./rich.ts";

/** Both promotions are running at `now`; the flash sale ends inside the 48-hour countdown. */
export async function insertPromotions(ctx: WriteContext): Promise<void> {
  for (const [key, promotion] of Object.entries(PROMOTIONS) as [
    PromotionKey,
    (typeof PROMOTIONS)[PromotionKey],
  ][]) {
    const start = daysAgo(ctx.now, promotion.startedDaysAgo);
    const { id } = await ctx.db
      .insertInto("promotion")
      .values({
        slug: promotion.slug,
        name: promotion.name,
        description: promotion.description,
        discount_percentage: promotion.discount,
        start_time: start,
        end_time: hoursAfter(ctx.now, promotion.endsInHours),
        visibility: "PUBLIC",
        priority: promotion.priority,
        image_id: imageId(ctx, imageKeys.promotion(promotion.slug)),
        create_time: daysAgo(ctx.now, promotion.startedDaysAgo + 3),
        update_time: start,
        search_text: normalizeSearch(promotion.name),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ctx.promotions[key] = id;
    counted(ctx, "promotion");
  }
}

/** Combos cost less than their courses bought one by one (checked by the tests). */
export async function insertCombos(ctx: WriteContext): Promise<void> {
  for (const [index, combo] of COMBOS.entries()) {
    const time = daysAgo(ctx.now, 20 + index * 7);
    const { id: comboId } = await ctx.db
      .insertInto("combo")
      .values({
        slug: combo.slug,
        name: combo.name,
        description: combo.description,
        price: combo.price,
        image_id: imageId(ctx, imageKeys.combo(combo.slug)),
        promotional_image_id: imageId(ctx, imageKeys.comboPromo(combo.slug)),
        visibility: "PUBLIC",
        priority: combo.priority,
        create_time: time,
        update_time: time,
        search_text: normalizeSearch(combo.name),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    counted(ctx, "combo");
    await ctx.db
      .insertInto("combo_course")
      .values(
        combo.courses.map((slug, i) => {
          const course = ctx.courses.get(slug);
          if (!course) throw new Error(`Seed combo ${combo.slug}: no course ${slug}`);
          return { combo_id: comboId, course_id: course.id, sort_order: i + 1 };
        }),
      )
      .execute();
    counted(ctx, "combo_course", combo.courses.length);
  }
}

/** The article categories, then the articles, each filed under its own (or none). */
export async function insertArticles(ctx: WriteContext): Promise<void> {
  const categories: Partial<Record<ArticleCategorySlug, number>> = {};
  for (const category of ARTICLE_CATEGORIES) {
    const { id } = await ctx.db
      .insertInto("article_category")
      .values({
        name: category.name,
        slug: category.slug,
        search_text: normalizeSearch(category.name),
        create_time: daysAgo(ctx.now, 120),
        update_time: daysAgo(ctx.now, 120),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    categories[category.slug] = Number(id);
    counted(ctx, "article_category");
  }
  for (const article of ARTICLES) {
    const updated = daysAgo(ctx.now, article.updatedDaysAgo);
    await ctx.db
      .insertInto("article")
      .values({
        slug: article.slug,
        name: article.name,
        description: article.description,
        content: richJson(...article.content),
        avatar_image_id: imageId(ctx, imageKeys.articleAvatar(article.slug)),
        banner_image_id: article.withBanner
          ? imageId(ctx, imageKeys.articleBanner(article.slug))
          : null,
        creator_id: idOf(ctx.users, article.creator, "user"),
        category_id: article.filedUnder
          ? idOf(categories, article.filedUnder, "article category")
          : null,
        visibility: "PUBLIC",
        priority: article.priority,
        submitted_time: null,
        create_time: daysAgo(ctx.now, article.updatedDaysAgo + 10),
        update_time: updated,
        search_text: normalizeSearch(article.name),
      })
      .execute();
    counted(ctx, "article");
  }
}

export async function insertBanners(ctx: WriteContext): Promise<void> {
  const time = daysAgo(ctx.now, 2);
  await ctx.db
    .insertInto("banner")
    .values(
      BANNERS.map((banner, index) => ({
        caption: banner.caption,
        image_id: imageId(ctx, imageKeys.banner(index)),
        place: banner.place,
        linked_url: banner.linkedUrl,
        sort_order: banner.sortOrder,
        create_time: time,
        update_time: time,
        search_text: normalizeSearch(banner.caption),
      })),
    )
    .execute();
  counted(ctx, "banner", BANNERS.length);
}
