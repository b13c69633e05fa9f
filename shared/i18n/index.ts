/**
 * The message catalogue and its lookup. Keys are dotted paths checked against vi.ts
 * (`t("errors.list.badJson", { param: "filters" })`); placeholders are written `::name`.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../constants.ts";
import { en } from "./en.ts";
import { vi } from "./vi.ts";

/** vi.ts with every leaf widened to string: the exact shape each locale must have. */
export type Messages = typeof vi;

/** Every dotted path to a string leaf of T, e.g. "errors.list.badJson". */
export type NestedKeyOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${NestedKeyOf<T[K]>}`;
}[keyof T & string];

export type MessageKey = NestedKeyOf<Messages>;
export type MessageParams = Readonly<Record<string, string | number>>;

export const CATALOGUES: Readonly<Record<Locale, Messages>> = { vi, en };

function lookup(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** Replaces each `::name` with its parameter; a placeholder without a value stays visible. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/::([A-Za-z_][A-Za-z0-9_]*)/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/** The message in the locale, falling back to vi, then to the key itself. */
export function t(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = lookup(CATALOGUES[locale] ?? vi, key) ?? lookup(vi, key);
  if (template === undefined) {
    // Only possible in the browser, when a page renders before the part of the catalogue it
    // needs was loaded (web/i18n/deferred-back-office.ts): a bug the browser tests catch.
    console.error(`Missing message: ${key}`);
    return key;
  }
  return interpolate(template, params);
}

/** For keys that arrive as data (a zod issue message, an error from the API). */
export function isMessageKey(key: string): key is MessageKey {
  return lookup(vi, key) !== undefined;
}

/**
 * The locale a query parameter, cookie or stored column asks for; anything unknown is vi.
 * Tolerates case, surrounding spaces, a region ("en-US") and repeated query values.
 */
export function resolveLocale(value: unknown): Locale {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== "string") return DEFAULT_LOCALE;
  const language = first.trim().toLowerCase().split(/[-_]/, 1)[0] ?? "";
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : DEFAULT_LOCALE;
}
