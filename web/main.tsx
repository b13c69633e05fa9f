// Styles first, in a fixed order: Mantine's base, then its packages, then our fonts. Imported
// once here; components only bring their own CSS modules.
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@fontsource/be-vietnam-pro/400.css";
import "@fontsource/be-vietnam-pro/500.css";
import "@fontsource/be-vietnam-pro/600.css";
import "@fontsource/be-vietnam-pro/700.css";
import "./global.css";

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { getAppData } from "./app-data.ts";
import { loadBackOfficeMessages } from "./i18n/deferred-back-office.ts";
import { loadCatalogue } from "./i18n/deferred-english.ts";
import { createRouter, routerReady } from "./routes.tsx";

const appData = getAppData();
// The server sets it too; this covers the Vite dev server, which serves the bare template.
document.documentElement.lang = appData.locale;

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const router = createRouter();

// Rendered once the first page's code has loaded (the router's lazy routes resolved): the
// first commit is the page itself, replacing the server's first paint (server/pages/
// first-paint.ts) with the same content rather than with an empty frame.
// A signed-in user's menus and notices use the back-office messages from the first screen on.
void Promise.all([
  loadCatalogue(appData.locale),
  appData.account ? loadBackOfficeMessages() : undefined,
  routerReady(router),
]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App appData={appData} router={router} />
    </StrictMode>,
  ),
);
