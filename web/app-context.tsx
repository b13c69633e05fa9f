import { createContext, type ReactNode, useCallback, useContext } from "react";
import { type MessageKey, type MessageParams, t } from "../shared/i18n/index.ts";
import { type AppData, getAppData, type Locale } from "./app-data.ts";

// The page data object as React context, so that components (and their tests) read the locale
// and the site name from one place instead of the DOM.

const AppDataContext = createContext<AppData | null>(null);

export function AppDataProvider({ value, children }: { value: AppData; children: ReactNode }) {
  return <AppDataContext.Provider value={value}>{children}</AppDataContext.Provider>;
}

export function useAppData(): AppData {
  return useContext(AppDataContext) ?? getAppData();
}

export function useLocale(): Locale {
  return useAppData().locale;
}

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** The catalogue lookup bound to the page's locale. */
export function useT(): Translate {
  const locale = useLocale();
  return useCallback((key, params) => t(locale, key, params), [locale]);
}
