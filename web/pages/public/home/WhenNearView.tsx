import { type ReactNode, useEffect, useRef, useState } from "react";

/** How far below the screen a section starts loading: a fast scroll still finds it ready. */
const LOAD_MARGIN = "800px 0px";

/**
 * Renders its children once the reader scrolls near them. The home page's lower sections (and
 * the code that draws them) load this way, so the first screen downloads only what it shows.
 * Without IntersectionObserver everything renders at once.
 */
export function WhenNearView({
  children,
  placeholderClass,
}: {
  children: ReactNode;
  placeholderClass?: string;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = sentinel.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return children;
  return <div ref={sentinel} className={placeholderClass} data-testid="home-more-pending" />;
}
