import { type ReactNode, Suspense } from "react";

/**
 * A part of a server-rendered page that React may hydrate after the rest, in small steps
 * (docs/decisions/047). On the first pass React skips a Suspense boundary's server markup and
 * comes back to it at idle priority, a few milliseconds at a time between the browser's other
 * work, instead of hydrating the whole page in one long task. The markup stays on screen
 * meanwhile, and a click inside it hydrates that part first. Nothing is drawn for the boundary
 * itself (only comments in the HTML), so the layout is the same.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
