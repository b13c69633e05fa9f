import type { Locale } from "../../shared/constants.ts";
import type { ErrorCode, ErrorDetails } from "../../shared/errors.ts";
import type { MessageKey, MessageParams } from "../../shared/i18n/index.ts";

/**
 * Message params whose text is in the reader's language (why a value was refused), written
 * when the answer is, in the request's locale: the code that throws does not know it.
 */
export type LocalizedParams = Readonly<Record<string, (locale: Locale) => string>>;

/**
 * An error the client should see. It carries a catalogue key, not a sentence, so the error
 * handler can answer in the request's locale.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly params: MessageParams | undefined;
  readonly headers: Record<string, string> | undefined;
  /** Sent as `error.details`: field issues, the wait of a rate limit… */
  readonly details: ErrorDetails | undefined;
  readonly localizedParams: LocalizedParams | undefined;

  constructor(
    code: ErrorCode,
    messageKey: MessageKey,
    params?: MessageParams,
    headers?: Record<string, string>,
    details?: ErrorDetails,
    localizedParams?: LocalizedParams,
  ) {
    super(`${code}: ${messageKey}`);
    this.code = code;
    this.messageKey = messageKey;
    this.params = params;
    this.headers = headers;
    this.details = details;
    this.localizedParams = localizedParams;
  }

  /** The params to write the message with, in `locale`. */
  paramsIn(locale: Locale): MessageParams | undefined {
    if (!this.localizedParams) return this.params;
    const localized = Object.entries(this.localizedParams).map(([name, text]) => [
      name,
      text(locale),
    ]);
    return { ...this.params, ...Object.fromEntries(localized) };
  }
}

export const badRequest = (
  key: MessageKey,
  params?: MessageParams,
  localizedParams?: LocalizedParams,
) => new AppError("VALIDATION", key, params, undefined, undefined, localizedParams);

export const notFound = () => new AppError("NOT_FOUND", "errors.NOT_FOUND");

export const forbidden = () => new AppError("FORBIDDEN", "errors.FORBIDDEN");

/** A refusal about one field of the body, shown by forms at that field. */
export const fieldError = (field: string, key: MessageKey, code: ErrorCode = "VALIDATION") =>
  new AppError(code, key, undefined, undefined, { issues: [{ path: field, message: key }] });
