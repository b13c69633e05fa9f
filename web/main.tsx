// Styles first, in a fixed order: Mantine's base and the storefront's components (the back
// office loads the rest, web/styles/load-all-styles.ts), the theme's variables (vite.config.ts
// `themeVariables`), then our fonts. Components only bring their own CSS modules.
import "./styles/mantine-storefront.ts";
import "virtual:theme.css";
import "./fonts.css";
import "./global.css";

import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { prepareFormats } from "../shared/format.ts";
import { App } from "./App.tsx";
import { getAppData, markDocumentLanguage } from "./app-data.ts";
import { replayEarlyTap } from "./early-tap.ts";
import { loadBackOfficeMessages } from "./i18n/deferred-back-office.ts";
import { loadCatalogue } from "./i18n/deferred-english.ts";
import { createRouter, routerReady } from "./routes.tsx";

const appData = getAppData();
markDocumentLanguage(document.documentElement, appData.locale);

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// A signed-in user's menus and notices use the back-office messages from the first screen on.
const messages = Promise.all([
  loadCatalogue(appData.locale),
  appData.account ? loadBackOfficeMessages() : undefined,
]);

/** Resolves in a task of its own: the browser may paint and answer a tap in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's start, in steps that are each a task of their own rather than one long task after
 * the scripts' evaluation (docs/decisions/056): the ICU data the page's formatters load, the
 * router's start (it matches the URL and loads the page's code), then the first render. A
 * public page came rendered by the server (web/entry-server.tsx, docs/decisions/032) and is
 * hydrated, which needs the same tree at once, not a loading frame, so the render waits for the
 * router's lazy routes; other pages render from an empty `#root`.
 */
async function start(root: HTMLElement) {
  await nextTask();
  prepareFormats(appData.locale);
  await nextTask();
  const router = createRouter();
  await Promise.all([messages, routerReady(router)]);
  const app = (
    <StrictMode>
      <App appData={appData} router={router} />
    </StrictMode>
  );
  const hydrated = root.firstElementChild !== null;
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead
  // of holding the main thread for the whole page: a tap or a scroll is answered meanwhile
  // (React hydrates what was tapped first).
  if (hydrated) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  replayEarlyTap({ hydrated });
}

void start(container);
