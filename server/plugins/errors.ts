import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ERROR_STATUS, type ErrorCode } from "../../shared/errors.ts";
import { t } from "../../shared/i18n/index.ts";
import { AppError } from "../lib/app-error.ts";

/**
 * One error envelope for every API answer: `{error: {message, code}}` with status ≥ 400, the
 * message from the i18n catalogue in the request's locale. Only unexpected errors are 5xx and
 * only those are logged as errors.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return sendError(reply, error.code, t(request.locale, error.messageKey, error.params));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const where =
        issue?.instancePath?.replace(/^\//, "").replaceAll("/", ".") || error.validationContext;
      const detail = where ? `${where}: ${issue?.message ?? ""}` : (issue?.message ?? "");
      return sendError(
        reply,
        "VALIDATION",
        `${t(request.locale, "errors.VALIDATION")} (${detail})`,
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type…
      const code: ErrorCode =
        status === 404 ? "NOT_FOUND" : status === 429 ? "RATE_LIMITED" : "VALIDATION";
      request.log.info({ err: error }, "client error");
      return sendError(reply, code, t(request.locale, `errors.${code}`), status);
    }
    request.log.error({ err: error }, "request failed");
    return sendError(reply, "INTERNAL", t(request.locale, "errors.INTERNAL"));
  });
});

export function sendError(reply: FastifyReply, code: ErrorCode, message: string, status?: number) {
  return reply.status(status ?? ERROR_STATUS[code]).send({ error: { message, code } });
}

/** The 404 for API paths; other paths get the page shell (server/pages). */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, "NOT_FOUND", t(request.locale, "errors.NOT_FOUND"));
}
