// Styles first, in a fixed order: Mantine's base and the storefront's components (the back
// office loads the rest, web/styles/load-all-styles.ts), the theme's variables (vite.config.ts
// `themeVariables`), then our fonts. Components only bring
// their own CSS modules.
import "./styles/mantine-storefront.ts";
import "virtual:theme.css";
import "./fonts.css";
import "./global.css";

import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { getAppData } from "./app-data.ts";
import { replayEarlyTap } from "./early-tap.ts";
import { loadBackOfficeMessages } from "./i18n/deferred-back-office.ts";
import { loadCatalogue } from "./i18n/deferred-english.ts";
import { createRouter, routerReady } from "./routes.tsx";

const appData = getAppData();
// The server sets it too; this covers the Vite dev server, which serves the bare template.
document.documentElement.lang = appData.locale;

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const router = createRouter();

// Started once the first page's code has loaded (the router's lazy routes resolved): a public
// page came rendered by the server (web/entry-server.tsx, docs/decisions/032) and is hydrated,
// which needs the same tree at once, not a loading frame; other pages render from an empty
// `#root`. A signed-in user's menus and notices use the back-office messages from the first
// screen on.
void Promise.all([
  loadCatalogue(appData.locale),
  appData.account ? loadBackOfficeMessages() : undefined,
  routerReady(router),
]).then(() => {
  const app = (
    <StrictMode>
      <App appData={appData} router={router} />
    </StrictMode>
  );
  const hydrated = container.firstElementChild !== null;
  if (hydrated) hydrateRoot(container, app);
  else createRoot(container).render(app);
  replayEarlyTap({ hydrated });
});
