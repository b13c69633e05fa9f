import { LOCALE_PARAM, type Locale } from "../shared/constants.ts";
import { apiPost } from "./api/client.ts";

/**
 * Switches the interface language by reloading the page with `?locale=` (SPEC.md §1): the server
 * renders the page shell, titles and preloaded data in that language and remembers the choice
 * in a cookie. A signed-in user's choice is saved on the account first (DECISIONS.md), so that
 * e-mails follow it; a failure there must not block the switch itself.
 */
export async function switchLocale(locale: Locale, signedIn: boolean): Promise<void> {
  if (signedIn) {
    await apiPost("/api/account/locale", { locale }).catch(() => undefined);
  }
  const url = new URL(window.location.href);
  url.searchParams.set(LOCALE_PARAM, locale);
  window.location.assign(url.toString());
}
