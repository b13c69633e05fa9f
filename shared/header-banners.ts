import type { BannerPlace } from "./constants.ts";

export type HeaderBannerPlace = Extract<BannerPlace, "HOME_HEADER" | "HOME_HEADER_ON_MOBILE">;

/**
 * Which place fills the home header banner on a wide screen (from 600px) or a narrow one:
 * HOME_HEADER and HOME_HEADER_ON_MOBILE, each standing in for the other when it has no
 * banner. The app, the server's first paint and its image preloads all choose with this.
 */
export function headerBannerPlace(
  wide: boolean,
  hasBanners: (place: HeaderBannerPlace) => boolean,
): HeaderBannerPlace {
  const own: HeaderBannerPlace = wide ? "HOME_HEADER" : "HOME_HEADER_ON_MOBILE";
  const other: HeaderBannerPlace = wide ? "HOME_HEADER_ON_MOBILE" : "HOME_HEADER";
  return hasBanners(own) ? own : other;
}

/**
 * Whether a banner is shown at `now` (UTC ISO): from its optional `starts_at`, until its
 * optional `ends_at`. The list API already hides the others from visitors; the storefront asks
 * too, so that staff (who list every banner) see the home page as visitors do.
 */
export function isBannerActive(
  banner: { starts_at?: unknown; ends_at?: unknown },
  now: string = new Date().toISOString(),
): boolean {
  const { starts_at: start, ends_at: end } = banner;
  if (typeof start === "string" && start > now) return false;
  if (typeof end === "string" && end <= now) return false;
  return true;
}
