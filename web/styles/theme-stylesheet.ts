import { MantineProvider } from "@mantine/core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { cssVariablesResolver, theme } from "../theme.ts";

/**
 * The CSS MantineProvider writes into the page for this theme (its `<style>` elements: the
 * theme's CSS variables for both colour schemes, and the `hiddenFrom`/`visibleFrom` classes of
 * its breakpoints), rendered by Mantine itself so that it stays exactly what Mantine would write.
 * Run at build time (vite.config.ts `virtual:theme.css`); App.tsx sets `withCssVariables` and
 * `withGlobalClasses` off so that the pages do not carry it again (docs/decisions/055).
 */
export function themeStylesheet(): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: "auto" }),
  );
  const sheets = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  if (sheets.length !== 2) {
    throw new Error(`MantineProvider wrote ${sheets.length} <style> elements, expected 2`);
  }
  return sheets.join("\n");
}
