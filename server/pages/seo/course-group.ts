import { buildPath } from "../../../shared/routes.ts";
import {
  absoluteUrl,
  basicHead,
  defaultDescription,
  pageTitle,
  recordBreadcrumbs,
} from "./base.ts";
import { sharingImage } from "./images.ts";
import { plainDescription, textOf } from "./text.ts";
import type { PageHead, SeoContext } from "./types.ts";

/** A combo page: Home › Combos › {combo}. */
export function comboHead(ctx: SeoContext): PageHead {
  return groupHead(ctx, "combo");
}

/** A promotion page: Home › Promotions › {promotion}. */
export function promotionHead(ctx: SeoContext): PageHead {
  return groupHead(ctx, "promotion");
}

function groupHead(ctx: SeoContext, kind: "combo" | "promotion"): PageHead {
  const head = basicHead(ctx);
  if (!ctx.main) return head;
  const { row, answer } = ctx.main;
  const name = textOf(row.name);
  const url = absoluteUrl(ctx, buildPath(kind, { slug: String(row.slug) }));
  const description = plainDescription(row.description, defaultDescription(ctx));
  const section = kind === "combo" ? "combo_discovery" : "promotion_discovery";
  return {
    ...head,
    title: pageTitle(ctx, name),
    description,
    canonical: url,
    type: kind === "combo" ? "product" : "website",
    image: sharingImage(answer, [row.image_id], ctx.siteOrigin, name),
    jsonLd: [recordBreadcrumbs(ctx, section, name, url)],
  };
}
