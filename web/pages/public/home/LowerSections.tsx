import { FeaturedCourses } from "./FeaturedCourses.tsx";
import { FeaturedNews } from "./FeaturedNews.tsx";
import { PlacedBanner } from "./PlacedBanner.tsx";

/** The home page below the solutions: loaded when the reader scrolls near it. */
export default function LowerSections() {
  return (
    <>
      <FeaturedCourses />
      <PlacedBanner place="HOME_MIDDLE" />
      <FeaturedNews />
      <PlacedBanner place="HOME_BOTTOM" />
    </>
  );
}
