import type { BannerPlace } from "../../../../shared/constants.ts";
import { headerBannerPlace, isBannerActive } from "../../../../shared/header-banners.ts";
import type { BannerRow, ListResult } from "../../../api/records.ts";

export type { BannerRow };

export type BannersAnswer = ListResult<BannerRow>;

/**
 * The banners of one place shown now, in the order the answer has them (sort_order, then id).
 */
export function bannersAt(answer: BannersAnswer | undefined, place: BannerPlace): BannerRow[] {
  const now = new Date().toISOString();
  return (
    answer?.items.filter((banner) => banner.place === place && isBannerActive(banner, now)) ?? []
  );
}

/**
 * The header banners for a screen (shared/header-banners.ts chooses the place), with the shape
 * of the place shown.
 */
export function headerBanners(
  answer: BannersAnswer | undefined,
  wide: boolean,
): { banners: BannerRow[]; mobileShape: boolean } {
  const place = headerBannerPlace(wide, (p) => bannersAt(answer, p).length > 0);
  return { banners: bannersAt(answer, place), mobileShape: place === "HOME_HEADER_ON_MOBILE" };
}
