import type { ErrorCode } from "../../shared/errors.ts";
import type { MessageKey, MessageParams } from "../../shared/i18n/index.ts";

/**
 * An error the client should see. It carries a catalogue key, not a sentence, so the error
 * handler can answer in the request's locale.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly params: MessageParams | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    messageKey: MessageKey,
    params?: MessageParams,
    headers?: Record<string, string>,
  ) {
    super(`${code}: ${messageKey}`);
    this.code = code;
    this.messageKey = messageKey;
    this.params = params;
    this.headers = headers;
  }
}

export const badRequest = (key: MessageKey, params?: MessageParams) =>
  new AppError("VALIDATION", key, params);

export const notFound = () => new AppError("NOT_FOUND", "errors.NOT_FOUND");

export const forbidden = () => new AppError("FORBIDDEN", "errors.FORBIDDEN");
