import { lazy, Suspense } from "react";
import { useT } from "../../app-context.tsx";
import { FeaturedArticles } from "./home/FeaturedArticles.tsx";
import { HeaderBanner } from "./home/HeaderBanner.tsx";
import classes from "./home/sections.module.css";

const HomeSections = lazy(() => import("./home/HomeSections.tsx"));

/**
 * Home (docs/product/screens-and-routes.md): the header banner, then featured articles, mindset, solutions, featured
 * courses, the middle banner, featured news and the bottom banner. The server preloads every
 * list the page shows.
 */
export default function HomePage() {
  const t = useT();
  return (
    <>
      {/* The banner is an image: the page's title is still there for screen readers and search. */}
      <h1 className={classes.visuallyHidden}>{t("meta.siteTagline")}</h1>
      <HeaderBanner />
      {/* In the page's own chunk: on a phone its top article is the first screen's largest paint. */}
      <FeaturedArticles />
      <Suspense fallback={<div className={classes.sectionsPending} />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
