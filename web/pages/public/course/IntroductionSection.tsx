import { lazy, Suspense } from "react";

/**
 * The course's introduction, with its code loaded on demand (IntroductionContent.tsx): it
 * reads the stored content with zod and renders it with the sanitizer, neither of which the
 * course page's first screen needs before it hydrates. The server renders it in full; in the
 * browser React keeps that markup until the code has arrived.
 */
const IntroductionContent = lazy(() => import("./IntroductionContent.tsx"));

export function IntroductionSection({ content }: { content: unknown }) {
  return (
    <Suspense fallback={null}>
      <IntroductionContent content={content} />
    </Suspense>
  );
}
