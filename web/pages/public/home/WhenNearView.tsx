import { useIntersection } from "@mantine/hooks";
import { type ReactNode, useEffect, useState } from "react";

/** How far below the screen a section starts loading: a fast scroll still finds it ready. */
const OBSERVE = { rootMargin: "800px 0px" };

/**
 * Renders its children once the reader scrolls near them. The home page's lower sections (and
 * the code that draws them) load this way, so the first screen downloads only what it shows.
 * Without IntersectionObserver everything renders, once the page is hydrated: the server's
 * markup (which has no observer either) and the browser's first render are both the placeholder.
 */
export function WhenNearView({
  children,
  placeholderClass,
}: {
  children: ReactNode;
  placeholderClass?: string;
}) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") setNear(true);
  }, []);
  if (near) return children;
  return <NearSentinel className={placeholderClass} onNear={() => setNear(true)} />;
}

/** The placeholder that watches for the reader; unmounted (and its observer gone) once near. */
function NearSentinel({ className, onNear }: { className?: string; onNear: () => void }) {
  const { ref, entry } = useIntersection<HTMLDivElement>(OBSERVE);
  const isNear = entry?.isIntersecting === true;
  useEffect(() => {
    if (isNear) onNear();
  }, [isNear, onNear]);
  return <div ref={ref} className={className} data-testid="home-more-pending" />;
}
