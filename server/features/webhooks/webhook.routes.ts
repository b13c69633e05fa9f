import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { WEBHOOK } from "../../plugins/access.ts";
import { recordBankTransfers } from "./bank-transfer.ts";
import { verifyCassoSignature, verifyCassoToken, verifySepayKey } from "./credentials.ts";
import {
  malformed,
  parseCasso,
  parseJson,
  parseSepay,
  type ReportedTransfer,
} from "./parse-transfers.ts";

const answer = z.object({ success: z.literal(true) });

/**
 * The bank webhooks (docs/product/orders-and-payment.md "Bank webhook"): SePay and Casso, each authenticated by its
 * own secret, both feeding one pipeline (bank-transfer.ts). Bodies are read as raw text in this
 * plugin's scope, so that an authenticated body that is not JSON is still stored (MALFORMED)
 * rather than refused by the JSON parser, and answered 2xx: no payment is ever dropped.
 * Bad or missing credentials answer 401 and store nothing; a signed-in session is refused.
 */
export async function webhookRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => {
    done(null, body);
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/webhooks/sepay",
    {
      config: { access: WEBHOOK },
      schema: {
        tags: ["webhooks"],
        summary: "SePay bank transaction (header Authorization: Apikey <key>)",
        response: { 200: answer },
      },
    },
    async (request) => {
      refuseSession(request);
      if (!verifySepayKey(header(request, "authorization"), app.config.sepayApiKey)) {
        throw badCredentials();
      }
      const now = new Date();
      await record(parseSepay(rawBody(request), now), now);
      return { success: true as const };
    },
  );

  api.post(
    "/api/webhooks/casso",
    {
      config: { access: WEBHOOK },
      schema: {
        tags: ["webhooks"],
        summary: "Casso bank transactions (header Secure-Token, or X-Casso-Signature for v2)",
        response: { 200: answer },
      },
    },
    async (request) => {
      refuseSession(request);
      const now = new Date();
      const raw = rawBody(request);
      const json = parseJson(raw);
      const signature = header(request, "x-casso-signature");
      // v2 signs the parsed body, so a v2 request whose body is not JSON cannot be authenticated.
      const authenticated = signature
        ? json !== undefined &&
          verifyCassoSignature({
            header: signature,
            body: json,
            checksumKey: app.config.casso.checksumKey,
            now,
          })
        : verifyCassoToken(header(request, "secure-token"), app.config.casso.secureToken);
      if (!authenticated) throw badCredentials();
      const transfers = json === undefined ? [malformed("CASSO", raw)] : parseCasso(json, raw, now);
      await record(transfers, now);
      return { success: true as const };
    },
  );

  // The request plugin makes WEBHOOK the author of these writes in the activity log.
  function record(transfers: ReportedTransfer[], now: Date) {
    return recordBankTransfers(app.db, transfers, {
      bankAccountNumber: app.config.bank?.accountNumber,
      now,
    });
  }
}

function refuseSession(request: FastifyRequest) {
  if (request.actor.user) throw new AppError("FORBIDDEN", "errors.webhook.sessionRefused");
}

const badCredentials = () => new AppError("UNAUTHENTICATED", "errors.webhook.badCredentials");

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function rawBody(request: FastifyRequest): string {
  return typeof request.body === "string" ? request.body : "";
}
