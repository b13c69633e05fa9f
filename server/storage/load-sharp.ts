import type sharpFunction from "sharp";

export type Sharp = typeof sharpFunction;

let loading: Promise<Sharp> | undefined;

/**
 * sharp (libvips and its libraries, ~20 MB resident) is loaded with the first picture rather
 * than at start-up: most requests, and every video, audio or document upload, never use it,
 * and the server's memory at rest is what a 1 GB upload is added to (`npm run bench:upload`).
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
