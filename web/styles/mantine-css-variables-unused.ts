/**
 * Stands in for @mantine/core's remove-default-variables module in the browser build
 * (vite.config.ts `withoutMantineDefaultVariables`). That module computes every default CSS
 * variable of Mantine's theme when it loads (~20–30 ms of a phone's main thread at 4× CPU,
 * during the entry's evaluation), for MantineCssVariables only, which App.tsx turns off: the
 * theme's variables come with the stylesheet instead (docs/decisions/055).
 */
export function removeDefaultVariables(): never {
  throw new Error(
    "Mantine's CSS variables are built into the stylesheet: keep withCssVariables false (App.tsx)",
  );
}
