import { Container } from "@mantine/core";
import type { BannerPlace } from "../../../../shared/constants.ts";
import { HOME_BANNERS } from "../../../../shared/page-queries.ts";
import { usePageQuery } from "../../../api/page-query.ts";
import { BannerCarousel } from "./BannerCarousel.tsx";
import { type BannersAnswer, bannersAt } from "./banners.ts";
import { DESKTOP_BANNER_RATIO } from "./HeaderBanner.tsx";
import classes from "./sections.module.css";

// Drawn inside the page's 1200px container.
const PLACED_BANNER_SIZES = "(min-width: 1232px) 1200px, calc(100vw - 32px)";

/** The banners of a place between two sections (HOME_MIDDLE, HOME_BOTTOM); nothing when none. */
export function PlacedBanner({
  place,
}: {
  place: Extract<BannerPlace, "HOME_MIDDLE" | "HOME_BOTTOM">;
}) {
  const query = usePageQuery<BannersAnswer>(HOME_BANNERS);
  const banners = bannersAt(query.data, place);
  if (banners.length === 0) return null;
  return (
    <div className={classes.bannerBand} data-place={place}>
      <Container>
        <BannerCarousel
          banners={banners}
          refs={query.data?.refs ?? {}}
          ratio={DESKTOP_BANNER_RATIO}
          sizes={PLACED_BANNER_SIZES}
          className={classes.placedBanner}
          testId={`banner-${place.toLowerCase().replaceAll("_", "-")}`}
        />
      </Container>
    </div>
  );
}
