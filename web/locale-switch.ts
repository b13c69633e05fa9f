import { LOCALE_PARAM, type Locale } from "../shared/constants.ts";
import { apiPost } from "./api/client.ts";

/**
 * Switches the interface language by reloading the page with `?locale=` (docs/product/time-money-locale.md "Locale"): the server
 * renders the page shell, titles and preloaded data in that language and remembers the choice
 * in a cookie. A signed-in user's choice is saved on the account first (docs/product/time-money-locale.md "Locale"), so that
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
