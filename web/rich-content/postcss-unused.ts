/**
 * Stands in for postcss in the browser build (vite.config.ts). sanitize-html imports postcss only
 * to parse style attributes, and every sanitizer of this project turns that off
 * (`parseStyleAttributes: false`): style attributes are dropped, or, in SVG, checked by
 * `isSafeCss`. Leaving postcss out saves the pages that show rich content about 35 KB gzip.
 */
export function parse(): never {
  throw new Error("postcss is not part of the browser build: keep parseStyleAttributes false");
}

export default { parse };
