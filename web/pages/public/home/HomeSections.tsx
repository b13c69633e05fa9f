import { lazy, Suspense } from "react";
import { MindsetSection } from "./MindsetSection.tsx";
import { SolutionsSection } from "./SolutionsSection.tsx";
import classes from "./sections.module.css";
import { WhenNearView } from "./WhenNearView.tsx";

const LowerSections = lazy(() => import("./LowerSections.tsx"));

/**
 * The home page under the featured articles. It is its own chunk, preloaded with the page
 * (server/pages/module-preload.ts) and drawn with its data already in the page; the sections further
 * down (courses, news, the lower banners) load when the reader scrolls near them. The first
 * screen thus downloads only the code it shows, and the banner, the largest paint, is not held
 * up (npm run bench:pages).
 */
export default function HomeSections() {
  return (
    <>
      <MindsetSection />
      <SolutionsSection />
      <WhenNearView placeholderClass={classes.sectionsPending}>
        <Suspense fallback={<div className={classes.sectionsPending} />}>
          <LowerSections />
        </Suspense>
      </WhenNearView>
    </>
  );
}
