import { AsyncLocalStorage } from "node:async_hooks";
import { Writable } from "node:stream";
import { StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { RouteKey } from "../shared/routes.ts";
import { AppProviders, createQueryClient } from "./App.tsx";
import { type AppData, parseAppData, provideAppData } from "./app-data.ts";
import { createRoutes } from "./routes.tsx";

/**
 * The server's half of the app (docs/decisions/032-server-rendered-storefront.md): the public
 * pages rendered to HTML with React's streaming renderer, from the page data object the server
 * has already filled (the signed-in account, the first screen's answers), so that the browser
 * hydrates the same tree (web/main.tsx) without asking the API again.
 *
 * Built by Vite's SSR build into dist/ssr/entry-server.js (scripts/start.ts, `npm run build`);
 * the server loads it at start-up (server/pages/server-render.ts). Pages behind sign-in and the
 * back office are not rendered here: they keep the client-only shell.
 */

/** The pages rendered on the server: what a visitor (and a search engine) reads. */
export const SERVER_RENDERED_PAGES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  "home",
  "course_discovery",
  "course",
  "combo_discovery",
  "combo",
  "promotion_discovery",
  "promotion",
  "article_discovery",
  "article",
  "terms_and_conditions",
  "privacy_policy",
  "help",
  "user_profile",
  "certificate",
]);

export function renders(routeKey: string): boolean {
  return SERVER_RENDERED_PAGES.has(routeKey as RouteKey);
}

// Many requests render at once: each render reads its own page data (web/app-data.ts).
const rendering = new AsyncLocalStorage<AppData>();
provideAppData(() => rendering.getStore());

const handler = createStaticHandler(createRoutes());

/**
 * The markup of `#root` for this URL, or null when the router does not answer it with the page
 * (a redirect or an error status): the page then keeps the client-only shell. `appDataJson` is
 * the page data object as the page carries it, read the way the browser reads it, so that both
 * render from the same values.
 */
export function render(url: string, appDataJson: string): Promise<string | null> {
  const appData = parseAppData(appDataJson);
  return rendering.run(appData, async () => {
    const context = await handler.query(new Request(url));
    if (context instanceof Response || context.statusCode !== 200) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = createQueryClient(appData);
    return renderToString(
      <StrictMode>
        <AppProviders appData={appData} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

/**
 * React's streaming renderer, read to the end: the page's data is all there before rendering
 * starts (nothing suspends on data), and the server's ETag covers every byte of the answer.
 */
function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        if (failure) reject(failure);
        else resolve(Buffer.concat(chunks).toString("utf8"));
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, in place: React would otherwise move a large one to the end of
      // the document with an inline script to put it back, which the content security policy
      // refuses (no inline script).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        // An error below a Suspense boundary still renders its fallback; the page is then not
        // what the browser would draw: answer with the client-only shell instead.
        failure = error;
      },
    });
  });
}
