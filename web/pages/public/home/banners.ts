import type { BannerPlace } from "../../../../shared/constants.ts";
import type { ListResult, Row } from "../../../api/records.ts";

/** A banner as the list API sends it (SPEC.md §3 "Banner"). */
export interface BannerRow extends Row {
  caption: string | null;
  image_id: number | null;
  place: BannerPlace;
  linked_url: string | null;
  sort_order: number;
}

export type BannersAnswer = ListResult<BannerRow>;

/** The banners of one place, in the order the answer has them (sort_order, then id). */
export function bannersAt(answer: BannersAnswer | undefined, place: BannerPlace): BannerRow[] {
  return answer?.items.filter((banner) => banner.place === place) ?? [];
}

/**
 * The header banners for a screen: HOME_HEADER from 600px, HOME_HEADER_ON_MOBILE below, each
 * standing in for the other when its own place is empty (with the shape of the banners shown).
 */
export function headerBanners(
  answer: BannersAnswer | undefined,
  wide: boolean,
): { banners: BannerRow[]; mobileShape: boolean } {
  const desktop = bannersAt(answer, "HOME_HEADER");
  const mobile = bannersAt(answer, "HOME_HEADER_ON_MOBILE");
  if (wide)
    return desktop.length > 0
      ? { banners: desktop, mobileShape: false }
      : { banners: mobile, mobileShape: true };
  return mobile.length > 0
    ? { banners: mobile, mobileShape: true }
    : { banners: desktop, mobileShape: false };
}
