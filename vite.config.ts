import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { themeStylesheet } from "./web/styles/theme-stylesheet.ts";

const outDir = fileURLToPath(new URL("./dist/web", import.meta.url));
const ssrOutDir = fileURLToPath(new URL("./dist/ssr", import.meta.url));

// The web app lives in web/; the server serves dist/web (index.html is its page shell, with the
// markers it fills in) and the hashed assets under /assets/ as immutable files.
// `npm run dev` (scripts/dev.ts) runs the API on API_PORT; Vite forwards everything but the app.
const api = `http://127.0.0.1:${process.env.API_PORT ?? "3001"}`;

/**
 * Gives shared/i18n/index.ts, in the browser build only, an empty English catalogue that
 * web/main.tsx fills on English pages (web/i18n/deferred-english.ts): Vietnamese pages, the
 * default, do not download English.
 */
function deferEnglishCatalogue(): Plugin {
  const deferred = fileURLToPath(new URL("./web/i18n/deferred-english.ts", import.meta.url));
  return {
    name: "defer-english-catalogue",
    enforce: "pre",
    resolveId(source, importer, options) {
      // The server renders English pages with the catalogue it has (web/entry-server.tsx).
      if (options?.ssr) return null;
      const fromIndex = importer && /[\\/]shared[\\/]i18n[\\/]index\.ts$/.test(importer);
      return source === "./en.ts" && fromIndex ? deferred : null;
    },
  };
}

/**
 * Gives shared/i18n/vi.ts, in the browser build, an empty back-office part that
 * web/i18n/deferred-back-office.ts fills before a page behind sign-in or of the back office
 * renders: the storefront does not download those messages.
 */
function deferBackOfficeMessages(): Plugin {
  const deferred = fileURLToPath(new URL("./web/i18n/deferred-back-office.ts", import.meta.url));
  return {
    name: "defer-back-office-messages",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (options?.ssr) return null;
      const fromVi = importer && /[\\/]shared[\\/]i18n[\\/]vi\.ts$/.test(importer);
      return source === "./vi-back-office.ts" && fromVi ? deferred : null;
    },
  };
}

/**
 * Leaves postcss out of the browser build: sanitize-html (shared/rich-content) needs it only to
 * parse style attributes, which the project's sanitizers never do (web/rich-content/postcss-unused.ts).
 */
function withoutPostcss(): Plugin {
  const stub = fileURLToPath(new URL("./web/rich-content/postcss-unused.ts", import.meta.url));
  return {
    name: "without-postcss",
    enforce: "pre",
    resolveId(source, importer) {
      const fromSanitizer = importer && /[\\/]sanitize-html[\\/]/.test(importer);
      return source === "postcss" && fromSanitizer ? stub : null;
    },
  };
}

/**
 * Leaves out of the browser build the module of Mantine's CSS-variables component that computes
 * all of Mantine's default variables as it loads: that component never renders here
 * (web/styles/mantine-css-variables-unused.ts).
 */
function withoutMantineDefaultVariables(): Plugin {
  const stub = fileURLToPath(
    new URL("./web/styles/mantine-css-variables-unused.ts", import.meta.url),
  );
  return {
    name: "without-mantine-default-variables",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (options?.ssr) return null;
      const fromCssVariables = importer && /[\\/]MantineCssVariables\.mjs$/.test(importer);
      return source === "./remove-default-variables.mjs" && fromCssVariables ? stub : null;
    },
  };
}

/**
 * In the browser build, `zod` resolves to web/forms/zod-jitless.ts, which turns zod's parser
 * compiler (`new Function`, refused by the content security policy) off before re-exporting
 * it: no page can parse with zod before that setting, whichever module brings zod in first.
 */
function zodWithoutEval(): Plugin {
  const jitless = fileURLToPath(new URL("./web/forms/zod-jitless.ts", import.meta.url));
  return {
    name: "zod-without-eval",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (options?.ssr || source !== "zod" || importer === jitless) return null;
      return jitless;
    },
  };
}

/**
 * `virtual:theme.css` (imported by web/main.tsx): the theme's CSS variables and Mantine's global
 * classes, which MantineProvider would otherwise write as a `<style>` into every page's HTML
 * (~12 KB; App.tsx turns that off). Mantine renders them here once, at build time, into the
 * entry's stylesheet, which the browser caches (docs/decisions/055).
 */
function themeVariables(): Plugin {
  const id = "virtual:theme.css";
  // A path ending in .css (no "\0" prefix), so that Vite's CSS pipeline takes the module.
  const resolved = fileURLToPath(new URL("./web/styles/theme.virtual.css", import.meta.url));
  return {
    name: "theme-variables",
    resolveId: (source) => (source === id ? resolved : null),
    load: (loading) => (loading === resolved ? themeStylesheet() : null),
  };
}

const brotli = promisify(brotliCompress);
const gzipLevel9 = promisify(gzip);

/**
 * Writes each built script and stylesheet also compressed, `.br` (brotli at its best quality)
 * and `.gz`, which the server sends as they are to a browser that takes them (app.ts,
 * @fastify/static `preCompressed`) instead of compressing at a fast level on every request:
 * the home page's JavaScript is ~13 % smaller on the wire in brotli 11 than in gzip 9, ~17 % than
 * in the fast zstd compression Chrome was given (docs/decisions/044).
 */
function precompressAssets(): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "";
      const files = Object.keys(bundle).filter((name) =>
        /^assets\/.+\.(m?js|css|svg|json)$/.test(name),
      );
      for (const name of files) {
        const file = path.join(outDir, name);
        const bytes = await readFile(file);
        if (bytes.length < 1024) continue; // the server leaves these uncompressed too
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipLevel9(bytes, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }
    },
  };
}

/**
 * The modules the entry (web/main.tsx) imports statically, directly or not: every page loads
 * them before it starts. Left to itself, the bundler cuts them into a dozen small chunks (they
 * are shared with lazy pages too), each a round trip on a slow network; the "app" group below
 * keeps them in one file. Collected once the module graph is complete (buildEnd), read when
 * chunks are made.
 */
function entryClosure(): { plugin: Plugin; has: (id: string) => boolean } {
  const reachable = new Set<string>();
  const plugin: Plugin = {
    name: "entry-closure",
    buildEnd() {
      reachable.clear();
      const entry = [...this.getModuleIds()].find((id) => /[\\/]web[\\/]main\.tsx$/.test(id));
      const queue = entry ? [entry] : [];
      while (queue.length > 0) {
        const id = queue.pop() as string;
        if (reachable.has(id)) continue;
        reachable.add(id);
        const info = this.getModuleInfo(id);
        // Static imports only: what a page loads on demand stays in its own chunk.
        const lazy = new Set(info?.dynamicallyImportedIds ?? []);
        queue.push(...(info?.importedIds ?? []).filter((imported) => !lazy.has(imported)));
      }
    },
  };
  return { plugin, has: (id) => reachable.has(id) && !/node_modules/.test(id) };
}

const entryModules = entryClosure();

/**
 * The server entry (`vite build --ssr`, docs/decisions/032): web/entry-server.tsx into
 * dist/ssr/entry-server.js, which the server imports to render the public pages. Libraries stay
 * in node_modules (imported at run time); the app's code and its CSS modules' class names are
 * bundled, the same names as the browser build's.
 */
const ssrBuild = defineConfig({
  root: "web",
  plugins: [react(), withoutPostcss()],
  build: {
    outDir: ssrOutDir,
    emptyOutDir: true,
    ssr: "entry-server.tsx",
    copyPublicDir: false,
    minify: false,
    rolldownOptions: {
      input: fileURLToPath(new URL("./web/entry-server.tsx", import.meta.url)),
      output: { entryFileNames: "entry-server.js" },
    },
  },
});

const webBuild = defineConfig({
  root: "web",
  plugins: [
    react(),
    themeVariables(),
    deferEnglishCatalogue(),
    deferBackOfficeMessages(),
    withoutPostcss(),
    withoutMantineDefaultVariables(),
    zodWithoutEval(),
    entryModules.plugin,
    precompressAssets(),
  ],
  server: {
    proxy: { "/api": api, "/media": api, "/healthz": api },
  },
  build: {
    outDir,
    emptyOutDir: true,
    // .vite/manifest.json: the server preloads each storefront page's modules from it
    // (server/pages/module-preload.ts).
    manifest: true,
    // No data: URIs: fonts and images stay files, so the content security policy can stay
    // at 'self' for fonts and images.
    assetsInlineLimit: 0,
    // hls.js (579 kB) and pdf.js (500 kB) are the largest chunks; each loads only in the lesson
    // player or the document viewer, never on a storefront page (npm test checks those).
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      onLog(level, log, handler) {
        // web/i18n/deferred-back-office.ts imports the catalogue module dynamically on purpose:
        // a static import would close a cycle (i18n/index → vi → that file). The module is in
        // the entry chunk anyway, which is all the warning says.
        const deferred =
          log.code === "INEFFECTIVE_DYNAMIC_IMPORT" && log.message.includes("deferred-back-office");
        if (!deferred) handler(level, log);
      },
      output: {
        // Route pages are split by their dynamic import() in web/routes.tsx. React and the router,
        // which every page needs, get a chunk of their own, so that a change in app code keeps it
        // cached. Mantine has no group: a group takes every matching module, including those only
        // a management screen uses, and the home page would download them all (npm test checks
        // the home route's size, scripts/check-bundle-size.ts).
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            { name: "app", test: (id) => entryModules.has(id), priority: 1 },
          ],
        },
      },
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? ssrBuild : webBuild));
