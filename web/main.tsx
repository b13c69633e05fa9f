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
import { loadCatalogue } from "./i18n/deferred-english.ts";
import { createRouter } from "./routes.tsx";

const appData = getAppData();
// The server sets it too; this covers the Vite dev server, which serves the bare template.
document.documentElement.lang = appData.locale;

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

void loadCatalogue(appData.locale).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App appData={appData} router={createRouter()} />
    </StrictMode>,
  ),
);
