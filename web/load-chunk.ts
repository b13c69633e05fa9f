import { SCRIPT_LOAD_TIMEOUT_MS } from "../shared/constants.ts";

/** A route's code could not be loaded: offline, or a new deployment removed the old chunk. */
export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
}

/**
 * Runs a dynamic import, turning its failure, or no answer within 120 s (docs/product/validation-and-errors.md "Error catalogue"), into a
 * ChunkLoadError that the route error boundary offers to retry.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs = SCRIPT_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          new ChunkLoadError(error instanceof Error ? error.message : String(error), {
            cause: error,
          }),
        );
      },
    );
  });
}

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === "ChunkLoadError";
}
