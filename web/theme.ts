import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from "@mantine/core";

// Visual identity: a confident "study blue" (trust, focus) with a warm amber accent for what
// should catch the eye (discounts, highlights), on Be Vietnam Pro, a typeface drawn for
// Vietnamese diacritics. Its faces are in web/fonts.css: 400, 600 (which also draws 500) and
// 700, Vietnamese and Latin subsets (docs/decisions/044-lighter-first-screen.md).

const brand: MantineColorsTuple = [
  "#e8f2ff",
  "#d0e3fc",
  "#a0c4f4",
  "#6ca3ec",
  "#4287e5",
  "#2776e1",
  "#146cdf",
  "#055bc6",
  "#0050b2",
  "#00449e",
];

const accent: MantineColorsTuple = [
  "#fff6e1",
  "#ffebcc",
  "#ffd59b",
  "#ffbd64",
  "#ffa938",
  "#ff9c1b",
  "#ff9509",
  "#e38100",
  "#ca7200",
  "#af6100",
];

export const FONT_FAMILY =
  '"Be Vietnam Pro", "Be Vietnam Pro Roboto Fallback", "Be Vietnam Pro Fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: "brand",
  // Lighter shade on dark backgrounds keeps the blue readable; shade 7 on white passes AA.
  primaryShade: { light: 7, dark: 5 },
  colors: { brand, accent },
  fontFamily: FONT_FAMILY,
  headings: {
    fontFamily: FONT_FAMILY,
    fontWeight: "700",
    sizes: {
      h1: { fontSize: "2.5rem", lineHeight: "1.2" },
      h2: { fontSize: "1.875rem", lineHeight: "1.25" },
      h3: { fontSize: "1.375rem", lineHeight: "1.35" },
      h4: { fontSize: "1.125rem", lineHeight: "1.4" },
    },
  },
  defaultRadius: "md",
  radius: { xs: "4px", sm: "6px", md: "10px", lg: "16px", xl: "24px" },
  // docs/product/constants.md: phones up to 599px, tablets 600–999px, desktops from 1000px, plus 400, 800
  // and 1400px. Mantine's breakpoints are min-widths in em (16px): `sm` starts the tablet,
  // `lg` the desktop.
  breakpoints: { xs: "25em", sm: "37.5em", md: "50em", lg: "62.5em", xl: "87.5em" },
  cursorType: "pointer",
  autoContrast: true,
  defaultGradient: { from: "brand.6", to: "cyan.6", deg: 135 },
  components: {
    Button: { defaultProps: { fw: 600 } },
    Container: { defaultProps: { size: 1200 } },
  },
});

/**
 * Mantine's default dimmed grey (gray.6) is 3.4:1 on white, below WCAG AA for body text; the
 * secondary text here (lead paragraphs, creators, footer links) uses a darker grey at 5.9:1.
 * Likewise its error red (red.6, 3.3:1) would leave the messages at the fields hard to read;
 * red.9 is 5.6:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "#5c6570",
    "--mantine-color-error": theme.colors.red[9] ?? "#c92a2a",
  },
  // On the dark backgrounds (#1f1f1f–#2e2e2e) Mantine's defaults fall just short of AA too:
  // the dimmed grey (3.9:1), links in brand.4 (4.3:1), white on filled brand.5 (4.4:1) and the
  // light variant's brand.5 on its tinted background (3.6:1). Lighter text, a darker fill.
  dark: {
    "--mantine-color-dimmed": "#a3a9b1",
    "--mantine-color-anchor": brand[3],
    "--mantine-primary-color-filled": brand[7],
    "--mantine-primary-color-filled-hover": brand[8],
    "--mantine-color-brand-filled": brand[7],
    "--mantine-color-brand-filled-hover": brand[8],
    "--mantine-primary-color-light-color": brand[2],
    "--mantine-color-brand-light-color": brand[2],
  },
});
