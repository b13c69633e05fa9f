import type { FastifyRequest } from "fastify";

/**
 * Verification, reset and e-mail-change links carry a one-time secret in `token=`. Whoever
 * reads a log (an operator, a log service) must not be able to use it, so the value is
 * replaced wherever a URL is logged.
 */
export function redactTokens(url: string): string {
  return url.replace(/([?&](?:token|code_verifier)=)[^&#\s]*/gi, "$1[redacted]");
}

/** Fastify's default request fields, with the URL's secrets redacted. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
