import { lazy, Suspense, useEffect, useRef } from "react";
import page from "./CoursePage.module.css";

/**
 * The course's introduction, with its code loaded on demand (IntroductionContent.tsx): it
 * reads the stored content with zod and renders it with the sanitizer, neither of which the
 * course page's first screen needs (docs/decisions/044). The code is asked for only when the
 * section comes near the window (docs/decisions/047): it is far below the first screen, and
 * loading it with the page cost a 60 KB download and a 100 ms task at 4× CPU slowdown. The
 * server renders the section in full; React keeps that markup until the code has arrived.
 */
let requestCode: () => void = () => {};
// The server renders the section at once (web/entry-server.tsx waits for all of the page).
const codeWanted =
  typeof window === "undefined"
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        requestCode = resolve;
      });
const IntroductionContent = lazy(() => codeWanted.then(() => import("./IntroductionContent.tsx")));

export function IntroductionSection({ content }: { content: unknown }) {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The server's section, still waiting for its code; none after a client-side navigation
    // (or when the course has no introduction), and then there is nothing to wait for.
    const section = wrapper.current?.firstElementChild;
    if (!section || typeof IntersectionObserver === "undefined") {
      requestCode();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        requestCode();
      },
      // A window's height ahead, so that the code is there before the reader is.
      { rootMargin: "100% 0px" },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, []);
  return (
    // `display: contents`: the wrapper draws no box, the section stays in the column's flex gap.
    <div ref={wrapper} className={page.contents}>
      <Suspense fallback={null}>
        <IntroductionContent content={content} />
      </Suspense>
    </div>
  );
}
