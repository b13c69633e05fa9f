import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { z } from "zod";
import { ERROR_STATUS, type ErrorCode, type ErrorDetails } from "../../shared/errors.ts";
import { isMessageKey, t } from "../../shared/i18n/index.ts";
import { toErrorIssues } from "../../shared/schemas/common.ts";
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
      const message = t(request.locale, error.messageKey, error.paramsIn(request.locale));
      return sendError(reply, error.code, message, undefined, translated(request, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Each field's message in the reader's language, so that forms can show it at the field.
      const issues = toErrorIssues(request.locale, error.validation.map(asZodIssue));
      const first = issues[0];
      const where = first?.path || error.validationContext;
      const detail = where ? `${where}: ${first?.message ?? ""}` : (first?.message ?? "");
      return sendError(
        reply,
        "VALIDATION",
        `${t(request.locale, "errors.VALIDATION")} (${detail})`,
        undefined,
        { issues },
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type…
      const code: ErrorCode =
        status === 404 ? "NOT_FOUND" : status === 429 ? "RATE_LIMITED" : "VALIDATION";
      request.log.info({ err: error }, "client error");
      // Headers the error carries belong to the answer (`Content-Range: bytes */size` on the
      // 416 of a file's range past its end, from @fastify/static).
      const headers = (error as { headers?: Record<string, string> }).headers;
      if (headers) reply.headers(headers);
      return sendError(reply, code, t(request.locale, `errors.${code}`), status);
    }
    request.log.error({ err: error }, "request failed");
    return sendError(reply, "INTERNAL", t(request.locale, "errors.INTERNAL"));
  });
});

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  status?: number,
  details?: ErrorDetails,
) {
  const error = details ? { message, code, details } : { message, code };
  return reply.status(status ?? ERROR_STATUS[code]).send({ error });
}

/** Field issues may carry catalogue keys (see `fieldError`): they leave in the reader's language. */
function translated(request: FastifyRequest, details: ErrorDetails | undefined) {
  if (!details?.issues) return details;
  const issues = details.issues.map((issue) =>
    isMessageKey(issue.message) ? { ...issue, message: t(request.locale, issue.message) } : issue,
  );
  return { ...details, issues };
}

/** fastify-type-provider-zod's validation entry back to the zod issue it was made from. */
function asZodIssue(entry: {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}): z.core.$ZodIssue {
  const path = entry.instancePath.split("/").filter(Boolean);
  return {
    ...entry.params,
    code: entry.keyword,
    path,
    message: entry.message ?? "",
  } as z.core.$ZodIssue;
}

/** The 404 for API paths; other paths get the page shell (server/pages). */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, "NOT_FOUND", t(request.locale, "errors.NOT_FOUND"));
}
