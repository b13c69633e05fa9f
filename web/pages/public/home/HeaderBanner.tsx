import { useMediaQuery } from "@mantine/hooks";
import type { CSSProperties } from "react";
import { FEATURED_ARTICLES, HOME_BANNERS } from "../../../../shared/page-queries.ts";
import { usePageQuery } from "../../../api/page-query.ts";
import type { ListResult } from "../../../api/records.ts";
import { type ArticleRow, articleImage } from "../../../components/articles/article-row.ts";
import { BannerCarousel } from "./BannerCarousel.tsx";
import { type BannersAnswer, headerBanners } from "./banners.ts";
import classes from "./HeaderBanner.module.css";

/** docs/product/constants.md: desktop banners are 3.5 : 1, the mobile header banner 16 : 9. */
export const DESKTOP_BANNER_RATIO = 3.5;
export const MOBILE_BANNER_RATIO = 16 / 9;
/** Where the phone banners give way to the desktop ones (Mantine's `sm`, 600px). */
export const WIDE_SCREEN_QUERY = "(min-width: 37.5em)";
const NARROW_SCREEN_QUERY = "(max-width: 37.49em)";

/**
 * The header banner, the first thing on the home page, across the full width: HOME_HEADER from
 * 600px, HOME_HEADER_ON_MOBILE below. The server does not know the screen: its markup (and the
 * browser's first render, which hydrates it) has both places, CSS showing the one for the
 * screen, and the other's images fetch a blank pixel instead (MediaImage `shownWhen`), so the
 * browser fetches one first image. Once the app runs, only the place for this screen stays.
 *
 * The desktop banner is the largest contentful paint from 1000 px and is fetched at high
 * priority. On a phone the top featured article's image below it is larger (the server
 * preloads it, server/pages/seo/home.ts): the phone's banner is then fetched at low priority,
 * after it, instead of sharing the bandwidth with it (docs/decisions/053).
 */
export function HeaderBanner() {
  // Undefined until the app runs (the server's render and hydration), then the screen's.
  const wide = useMediaQuery(WIDE_SCREEN_QUERY, undefined, { getInitialValueInEffect: true });
  const query = usePageQuery<BannersAnswer>(HOME_BANNERS);
  const articles = usePageQuery<ListResult<ArticleRow>>(FEATURED_ARTICLES);
  const topArticle = articles.data?.items[0];
  const articleIsLargest = !!topArticle && !!articleImage(topArticle, articles.data?.refs ?? {});

  if (query.isPending) {
    // Holds the banner's place so nothing below jumps when it arrives.
    const { mobileShape } = headerBanners(query.data, wide ?? true);
    const ratio = mobileShape ? MOBILE_BANNER_RATIO : DESKTOP_BANNER_RATIO;
    const style = { "--banner-ratio": String(ratio) } as CSSProperties;
    return <div className={classes.pending} style={style} aria-hidden="true" />;
  }
  const refs = query.data?.refs ?? {};
  const carousel = (screenIsWide: boolean, shownWhen?: string) => {
    const { banners, mobileShape } = headerBanners(query.data, screenIsWide);
    const phoneOnly = shownWhen === NARROW_SCREEN_QUERY;
    return (
      <BannerCarousel
        banners={banners}
        refs={refs}
        ratio={mobileShape ? MOBILE_BANNER_RATIO : DESKTOP_BANNER_RATIO}
        sizes="100vw"
        priority={phoneOnly && articleIsLargest ? "low" : "high"}
        className={classes.header}
        testId={mobileShape ? "header-banner-mobile" : "header-banner"}
        shownWhen={shownWhen}
      />
    );
  };
  const samePlace =
    headerBanners(query.data, true).mobileShape === headerBanners(query.data, false).mobileShape;
  if (samePlace) return carousel(true);
  return (
    <>
      <div className={classes.narrowOnly}>
        {wide !== true && carousel(false, NARROW_SCREEN_QUERY)}
      </div>
      <div className={classes.wideOnly}>{wide !== false && carousel(true, WIDE_SCREEN_QUERY)}</div>
    </>
  );
}
