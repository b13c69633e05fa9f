import { useMediaQuery } from "@mantine/hooks";
import type { CSSProperties } from "react";
import { HOME_BANNERS } from "../../../../shared/page-queries.ts";
import { usePageQuery } from "../../../api/page-query.ts";
import { BannerCarousel } from "./BannerCarousel.tsx";
import { type BannersAnswer, headerBanners } from "./banners.ts";
import classes from "./HeaderBanner.module.css";

/** docs/product/constants.md: desktop banners are 3.5 : 1, the mobile header banner 16 : 9. */
export const DESKTOP_BANNER_RATIO = 3.5;
export const MOBILE_BANNER_RATIO = 16 / 9;
/** Where the phone banners give way to the desktop ones (Mantine's `sm`, 600px). */
export const WIDE_SCREEN_QUERY = "(min-width: 37.5em)";

/**
 * The header banner, the first thing on the home page, across the full width: HOME_HEADER from
 * 600px, HOME_HEADER_ON_MOBILE below. Only the place for this screen is drawn, so that the
 * browser fetches one first image, at high priority (it is the largest contentful paint).
 */
export function HeaderBanner() {
  // Read at the first render (no server rendering here): the right image is asked for at once.
  const wide = useMediaQuery(WIDE_SCREEN_QUERY, true, { getInitialValueInEffect: false });
  const query = usePageQuery<BannersAnswer>(HOME_BANNERS);
  const { banners, mobileShape } = headerBanners(query.data, wide);
  const ratio = mobileShape ? MOBILE_BANNER_RATIO : DESKTOP_BANNER_RATIO;

  if (query.isPending) {
    // Holds the banner's place so nothing below jumps when it arrives.
    const style = { "--banner-ratio": String(ratio) } as CSSProperties;
    return <div className={classes.pending} style={style} aria-hidden="true" />;
  }
  return (
    <BannerCarousel
      banners={banners}
      refs={query.data?.refs ?? {}}
      ratio={ratio}
      sizes="100vw"
      priority
      className={classes.header}
      testId={mobileShape ? "header-banner-mobile" : "header-banner"}
    />
  );
}
