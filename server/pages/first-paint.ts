import { headerBannerPlace, isBannerActive } from "../../shared/header-banners.ts";
import { assetUrl, type ImageLike, imageAlt, imageSrcSet } from "../../shared/media.ts";
import { HOME_BANNERS, pageQueryKey } from "../../shared/page-queries.ts";
import { escapeHtml } from "../../shared/rich-content/html-escape.ts";
import type { RouteMatch } from "../../shared/routes.ts";
import type { ListResult } from "../features/list/resource.ts";
import { BANNER_DESKTOP_MEDIA, BANNER_SIZES } from "./seo/home.ts";
import { imageRef } from "./seo/images.ts";

/**
 * What the browser paints before the app's JavaScript has run (docs/decisions/007): the home
 * page's header banner, drawn from the preloaded banners as plain HTML inside `#root`. On a
 * phone on a slow network the app needs seconds to download and start; the banner, the page's
 * largest paint, shows as soon as its image arrives. React replaces this markup with the same
 * banner at the same place when it renders (web/main.tsx renders once the first page's code
 * has loaded, so nothing blank comes between). Other pages have none: "" keeps `#root` empty.
 */
export function renderFirstPaint(
  match: RouteMatch | null,
  preload: Record<string, unknown>,
): string {
  if (match?.key !== "home") return "";
  const banners = preload[pageQueryKey(HOME_BANNERS)] as ListResult | undefined;
  if (!banners) return "";
  const shown = banners.items.filter((item) => isBannerActive(item));
  const has = (place: string) => shown.some((item) => item.place === place);
  const imageAt = (place: string) => {
    const banner = shown.find((item) => item.place === place);
    const image = banner ? imageRef(banners, banner.image_id) : undefined;
    const caption = typeof banner?.caption === "string" ? banner.caption : "";
    return image ? { image, alt: imageAlt(image, caption) } : null;
  };
  const widePlace = headerBannerPlace(true, has);
  const narrowPlace = headerBannerPlace(false, has);
  const wide = imageAt(widePlace);
  const narrow = imageAt(narrowPlace);
  if (!wide || !narrow) return "";
  const shape = (place: string) => (place === "HOME_HEADER_ON_MOBILE" ? "mobile" : "wide");
  const source =
    widePlace === narrowPlace
      ? ""
      : `<source media="${BANNER_DESKTOP_MEDIA}" srcset="${escapeHtml(srcSet(wide.image))}" sizes="${BANNER_SIZES}" />`;
  return [
    // Hidden from assistive technology: it is gone before anyone could use it.
    `<div class="first-paint" aria-hidden="true" data-wide="${shape(widePlace)}" data-narrow="${shape(narrowPlace)}">`,
    `<div class="first-paint-bar"></div>`,
    `<picture>${source}<img class="first-paint-banner" src="${escapeHtml(assetUrl(narrow.image))}"`,
    ` srcset="${escapeHtml(srcSet(narrow.image))}" sizes="${BANNER_SIZES}" alt="${escapeHtml(narrow.alt)}"`,
    ` fetchpriority="high" decoding="async" /></picture>`,
    `</div>`,
  ].join("");
}

function srcSet(image: ImageLike): string {
  return imageSrcSet(image) || assetUrl(image);
}
