import { isBannerActive } from "../../../shared/header-banners.ts";
import { t } from "../../../shared/i18n/index.ts";
import type { ImageLike } from "../../../shared/media.ts";
import { FEATURED_ARTICLES, HOME_BANNERS, pageQueryKey } from "../../../shared/page-queries.ts";
import { buildPath } from "../../../shared/routes.ts";
import type { Row } from "../../features/list/resource.ts";
import { absoluteUrl, defaultDescription } from "./base.ts";
import { imagePreload, imageRef, sharingImage } from "./images.ts";
import { organization } from "./json-ld.ts";
import { textOf } from "./text.ts";
import type { ImagePreload, PageHead, SeoContext } from "./types.ts";

/** The phone/desktop split of the home header banners (the mobile banner below 600 px). */
export const BANNER_DESKTOP_MEDIA = "(min-width: 600px)";
export const BANNER_MOBILE_MEDIA = "(max-width: 599.98px)";
/** The header banner spans the viewport on every screen. */
export const BANNER_SIZES = "100vw";
/**
 * The top featured article's image (web/pages/public/home/FeaturedArticles.tsx): below
 * 62.5em it spans the page and is larger than the short header banner above it, so it is the
 * page's largest paint there, and it is preloaded for those screens only.
 */
export const TOP_ARTICLE_SIZES = "(min-width: 62.5em) 640px, calc(100vw - 32px)";
export const TOP_ARTICLE_LCP_MEDIA = "(max-width: 999.98px)";

/** Home: WebSite and Organization data, the first screen's largest image preloaded (the page's LCP). */
export function homeHead(ctx: SeoContext): PageHead {
  const url = absoluteUrl(ctx, buildPath("home"));
  const banners = ctx.preload[pageQueryKey(HOME_BANNERS)];
  const first = (place: string) =>
    banners?.items.find((b) => b.place === place && isBannerActive(b));
  const desktop = first("HOME_HEADER");
  const mobile = first("HOME_HEADER_ON_MOBILE");
  const desktopImage = desktop && banners ? imageRef(banners, desktop.image_id) : undefined;
  const mobileImage = mobile && banners ? imageRef(banners, mobile.image_id) : undefined;
  const articles = ctx.preload[pageQueryKey(FEATURED_ARTICLES)];
  const top = articles?.items[0];
  const topImage =
    articles && top
      ? (imageRef(articles, top.avatar_image_id) ?? imageRef(articles, top.banner_image_id))
      : undefined;
  const preloadImages: ImagePreload[] = [];
  if (desktopImage) {
    preloadImages.push(bannerPreload(desktopImage, mobileImage ? BANNER_DESKTOP_MEDIA : undefined));
  }
  // On a phone the top article's image below the banner is the largest paint: the banner is
  // fetched after it, at low priority (web/pages/public/home/HeaderBanner.tsx), not preloaded
  // beside it.
  if (mobileImage && !topImage) {
    preloadImages.push(bannerPreload(mobileImage, desktopImage ? BANNER_MOBILE_MEDIA : undefined));
  }
  if (topImage) {
    preloadImages.push(imagePreload(topImage, TOP_ARTICLE_SIZES, TOP_ARTICLE_LCP_MEDIA));
  }
  const website = {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: ctx.siteName,
    url,
    inLanguage: ctx.locale,
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${absoluteUrl(ctx, buildPath("course_discovery"))}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
  return {
    title: `${ctx.siteName} – ${t(ctx.locale, "meta.siteTagline")}`,
    description: defaultDescription(ctx),
    canonical: url,
    type: "website",
    image:
      banners && desktop
        ? sharingImage(banners, [desktop.image_id], ctx.siteOrigin, bannerAlt(ctx, desktop))
        : undefined,
    jsonLd: [
      website,
      { "@context": "https://schema.org", ...organization(ctx.siteName, ctx.siteOrigin) },
    ],
    preloadImages,
  };
}

function bannerPreload(image: ImageLike, media: string | undefined): ImagePreload {
  return imagePreload(image, BANNER_SIZES, media);
}

function bannerAlt(ctx: SeoContext, banner: Row): string {
  return textOf(banner.caption) || ctx.siteName;
}
