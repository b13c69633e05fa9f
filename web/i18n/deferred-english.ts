import type { Locale } from "../../shared/constants.ts";
import type { Messages } from "../../shared/i18n/index.ts";

/**
 * The browser build loads only the catalogue a page needs. vite.config.ts hands this empty
 * object to shared/i18n/index.ts in place of en.ts, and `loadCatalogue` fills it before the app
 * renders an English page; a Vietnamese page (the default) never downloads English. vi.ts stays
 * in the bundle: it is the default and every lookup's fallback. Elsewhere (server, tests)
 * index.ts imports en.ts as written.
 */
export const en = {} as Messages;

export async function loadCatalogue(locale: Locale): Promise<void> {
  if (locale !== "en" || Object.keys(en).length > 0) return;
  try {
    Object.assign(en, (await import("../../shared/i18n/en.ts")).en);
  } catch (error) {
    // Offline or a stale deployment: the page shows in Vietnamese rather than not at all.
    console.error(error);
  }
}
