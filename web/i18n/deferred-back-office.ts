import type { viBackOffice as Messages } from "../../shared/i18n/vi-back-office.ts";

/**
 * The browser build hands this empty object to shared/i18n/vi.ts in place of vi-back-office.ts
 * (vite.config.ts), so that the storefront's first screen does not download the messages of
 * the screens behind sign-in and of the back office. `loadBackOfficeMessages` adds them to the
 * Vietnamese catalogue before such a page renders (web/routes.tsx, web/main.tsx). Elsewhere
 * (server, tests, the dev server) vi.ts imports the real file and loading changes nothing.
 */
export const viBackOffice = {} as typeof Messages;

let loading: Promise<void> | undefined;

export function loadBackOfficeMessages(): Promise<void> {
  loading ??= Promise.all([
    import("../../shared/i18n/vi-back-office.ts"),
    import("../../shared/i18n/index.ts"),
  ]).then(
    ([messages, { CATALOGUES }]) => {
      Object.assign(CATALOGUES.vi, messages.viBackOffice);
    },
    (error: unknown) => {
      // Offline or a stale deployment: try again on the next page; keys show meanwhile.
      loading = undefined;
      console.error(error);
    },
  );
  return loading;
}
