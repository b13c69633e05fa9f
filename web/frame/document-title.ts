import { useEffect } from "react";
import { useAppData, useT } from "../app-context.tsx";
import type { Crumb } from "./breadcrumbs.tsx";

/**
 * The document title after client-side navigation, in the server's format (server/pages):
 * "{screen} | {site}", and "{site} – {tagline}" on the home page.
 */
export function useDocumentTitle(trail: readonly Crumb[]): string {
  const t = useT();
  const { siteName } = useAppData();
  const screen = trail[trail.length - 1]?.label;
  const title = screen ? `${screen} | ${siteName}` : `${siteName} – ${t("meta.siteTagline")}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}
