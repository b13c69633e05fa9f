import type { FastifyReply } from "fastify";
import { LOCALE_PARAM, type Locale } from "../../shared/constants.ts";

/** A year: the language is a lasting preference, not a session's. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 86_400;

/**
 * Remembers the reader's language (docs/product/time-money-locale.md "Locale": `?locale=`, then this cookie, then the
 * account's), so that the page after a switch, and every later one, keeps it.
 */
export function rememberLocale(reply: FastifyReply, locale: Locale, secure: boolean): void {
  reply.setCookie(LOCALE_PARAM, locale, {
    path: "/",
    sameSite: "lax",
    secure,
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
  });
}
