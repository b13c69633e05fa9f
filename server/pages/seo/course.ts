import type { Delivery } from "../../../shared/constants.ts";
import { isPromotionRunning, type PromotionWindow, salePrice } from "../../../shared/pricing.ts";
import { buildPath } from "../../../shared/routes.ts";
import type { ListResult, Row } from "../../features/list/resource.ts";
import {
  absoluteUrl,
  basicHead,
  defaultDescription,
  pageTitle,
  recordBreadcrumbs,
} from "./base.ts";
import { imagePreload, imageRef, sharingImage } from "./images.ts";
import { organization } from "./json-ld.ts";
import { plainDescription, textOf } from "./text.ts";
import type { PageHead, SeoContext } from "./types.ts";

/**
 * The `sizes` of the course page's sidebar image (web/pages/public/course/CourseSidebar.tsx):
 * the full width of a phone or tablet, the 350px sidebar from 62.5em.
 */
export const COURSE_AVATAR_SIZES = "(min-width: 62.5em) 350px, 100vw";

/** A course page: Course and BreadcrumbList data, its sharing image, its sidebar image preloaded. */
export function courseHead(ctx: SeoContext): PageHead {
  const head = basicHead(ctx);
  if (!ctx.main) return head;
  const { row: course, answer } = ctx.main;
  const name = textOf(course.name);
  const url = absoluteUrl(ctx, buildPath("course", { slug: String(course.slug) }));
  const description = plainDescription(course.description, defaultDescription(ctx));
  const image = sharingImage(
    answer,
    [course.sharing_image_id, course.avatar_image_id],
    ctx.siteOrigin,
    name,
  );
  const promotion = answer.refs.promotion?.[String(course.promotion_id)] as
    | (Row & PromotionWindow)
    | undefined;
  // The sidebar's image: the promotional avatar while the promotion runs, as on the cards.
  const avatar =
    (isPromotionRunning(promotion, ctx.now)
      ? imageRef(answer, course.promotional_avatar_image_id)
      : undefined) ?? imageRef(answer, course.avatar_image_id);
  const price = salePrice(Number(course.price) || 0, promotion, ctx.now);
  const provider = organization(ctx.siteName, ctx.siteOrigin);
  const courseData = {
    "@context": "https://schema.org",
    "@type": "Course",
    name,
    description,
    url,
    ...(image ? { image: image.url } : {}),
    provider,
    offers: {
      "@type": "Offer",
      price,
      priceCurrency: "VND",
      availability: "https://schema.org/InStock",
      url,
      category: price > 0 ? "Paid" : "Free",
    },
    hasCourseInstance: courseInstance(course, answer),
    inLanguage: ctx.locale,
  };
  return {
    ...head,
    title: pageTitle(ctx, name),
    description,
    canonical: url,
    type: "product",
    image,
    jsonLd: [courseData, recordBreadcrumbs(ctx, "course_discovery", name, url)],
    preloadImages: avatar ? [imagePreload(avatar, COURSE_AVATAR_SIZES)] : [],
  };
}

/** schema.org course modes: online, onsite, or blended when the lessons mix both. */
function courseMode(course: Row, lessons: readonly Row[]): "online" | "onsite" | "blended" {
  const deliveries = new Set<Delivery>(
    [course.delivery, ...lessons.map((l) => l.delivery)].filter(
      (d): d is Delivery => typeof d === "string",
    ),
  );
  const onsite = deliveries.has("ONSITE");
  const online = deliveries.has("ONLINE") || deliveries.has("REMOTE");
  if (onsite && online) return "blended";
  return onsite ? "onsite" : "online";
}

function courseInstance(course: Row, answer: ListResult): object {
  const lessons = Object.values(answer.refs.lesson ?? {});
  const mode = courseMode(course, lessons);
  const location = textOf(course.location);
  return {
    "@type": "CourseInstance",
    courseMode: mode,
    ...(typeof course.start_time === "string" ? { startDate: course.start_time } : {}),
    ...(typeof course.end_time === "string" ? { endDate: course.end_time } : {}),
    ...(mode !== "online" && location
      ? { location: { "@type": "Place", name: location, address: location } }
      : {}),
  };
}
