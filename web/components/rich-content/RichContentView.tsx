import { lazy, Suspense } from "react";
import type { RichContentViewProps } from "./RichContentHtml.tsx";

/**
 * The renderer and its sanitizer (sanitize-html, about 40 KB gzip) load when rich content is
 * first shown, not with the page that holds it: the rest of a course page paints without them.
 */
const RichContentHtml = lazy(() => import("./RichContentHtml.tsx"));

/** Shows rich content (a course's introduction, an article, a text lesson). */
export function RichContentView(props: RichContentViewProps) {
  return (
    <Suspense fallback={null}>
      <RichContentHtml {...props} />
    </Suspense>
  );
}
