import { FeaturedCourses } from "./home/FeaturedCourses.tsx";
import { Hero } from "./home/Hero.tsx";
import { MindsetSection } from "./home/MindsetSection.tsx";
import { SolutionsSection } from "./home/SolutionsSection.tsx";

/**
 * Home, first version: hero, mindset, solutions, featured courses. Banners, featured articles
 * and news (SPEC.md §2) come with the banner and article work.
 */
export default function HomePage() {
  return (
    <>
      <Hero />
      <MindsetSection />
      <SolutionsSection />
      <FeaturedCourses />
    </>
  );
}
