import type sanitize from "sanitize-html";

/** sanitize-html's options, with the one its type definitions lack (sanitize-html 2.x has it). */
export type SanitizeOptions = sanitize.IOptions & {
  /** Attributes written as `name=""` when empty; others with an empty value are dropped. */
  allowedEmptyAttributes?: string[];
};
