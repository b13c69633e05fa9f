import { useCallback, useRef } from "react";

const TOP_BAR = 70;
const GAP = 24;

/**
 * Where the sticky sidebar stops: just below the top bar when it fits in the window; when it is
 * taller, at the offset that lets its bottom come into view, so nothing of it is out of reach.
 * Sets `--course-sidebar-top` on the element as its size or the window's changes.
 */
export function useStickyTop<T extends HTMLElement>() {
  const cleanup = useRef<(() => void) | null>(null);
  return useCallback((element: T | null) => {
    cleanup.current?.();
    cleanup.current = null;
    if (!element || typeof ResizeObserver === "undefined") return;
    const update = () => {
      const top = Math.min(TOP_BAR + GAP, window.innerHeight - element.offsetHeight - GAP);
      element.style.setProperty("--course-sidebar-top", `${Math.round(top)}px`);
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener("resize", update);
    update();
    cleanup.current = () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
    };
  }, []);
}
