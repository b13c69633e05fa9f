import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The app's server entry (web/entry-server.tsx, built by `vite build --ssr` into
 * dist/ssr/entry-server.js; docs/decisions/032): renders a public page's `#root` from the page
 * data object. Loaded once at start-up; without a build (API tests, `npm run dev`) there is
 * none and every page keeps the client-only shell.
 */
export interface ServerRenderer {
  /** Whether this route's page is rendered on the server. */
  renders(routeKey: string): boolean;
  /**
   * The markup of `#root` from the page data object (as JSON, the text the page carries), or
   * null when the router does not answer with the page.
   */
  render(url: string, appDataJson: string): Promise<string | null>;
}

export async function loadServerRenderer(ssrDir: string | null): Promise<ServerRenderer | null> {
  if (!ssrDir) return null;
  const file = path.join(ssrDir, "entry-server.js");
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as ServerRenderer;
}
