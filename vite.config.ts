import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const outDir = fileURLToPath(new URL("./dist/web", import.meta.url));

// The web app lives in web/; the server serves dist/web (index.html is its page shell, with the
// markers it fills in) and the hashed assets under /assets/ as immutable files.
// `npm run dev` (scripts/dev.ts) runs the API on API_PORT; Vite forwards everything but the app.
const api = `http://127.0.0.1:${process.env.API_PORT ?? "3001"}`;

export default defineConfig({
  root: "web",
  plugins: [react()],
  server: {
    proxy: { "/api": api, "/media": api, "/healthz": api },
  },
  build: {
    outDir,
    emptyOutDir: true,
    // No data: URIs: fonts and images stay files, so the content security policy can stay
    // at 'self' for fonts and images.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Route pages are split by their dynamic import() in web/routes.tsx. The libraries every
        // page needs get chunks of their own, so that a change in app code keeps them cached.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: "mantine", test: /node_modules[\\/]@mantine[\\/]/ },
          ],
        },
      },
    },
  },
});
