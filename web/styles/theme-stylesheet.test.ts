import { describe, expect, it } from "vitest";
import { themeStylesheet } from "./theme-stylesheet.ts";

describe("themeStylesheet", () => {
  const css = themeStylesheet();

  it("holds the theme's variables for the root and both colour schemes", () => {
    expect(css).toMatch(/^:root, :host\{[^}]*--mantine-color-brand-7: #055bc6;/);
    expect(css).toMatch(/--mantine-font-family: "Be Vietnam Pro"/);
    // web/theme.ts cssVariablesResolver, per scheme.
    expect(css).toMatch(
      /\[data-mantine-color-scheme="light"\][^{]*\{[^}]*--mantine-color-dimmed: #5c6570;/,
    );
    expect(css).toMatch(
      /\[data-mantine-color-scheme="dark"\][^{]*\{[^}]*--mantine-color-dimmed: #a3a9b1;/,
    );
  });

  it("holds the breakpoint classes at the theme's breakpoints", () => {
    // md is 50em in web/theme.ts (Mantine's default is 62em).
    expect(css).toContain(
      "@media (min-width: 50em) {.mantine-hidden-from-md {display: none !important;}}",
    );
  });

  it("is only CSS: no markup left from the render", () => {
    expect(css).not.toMatch(/<\/?[a-z]/);
  });
});
