import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { successEnvelopeSchema } from "../../../shared/errors.ts";
import { buildPath } from "../../../shared/routes.ts";
import {
  certificateCodeQuery,
  certificateRecordSchema,
  myCertificateSchema,
} from "../../../shared/schemas/learning.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { PUBLIC, SIGNED_IN } from "../../plugins/access.ts";
import { certificatePdf } from "./certificate-pdf.ts";
import { findCertificateRecord, myCertificates } from "./certificates.ts";

/** Certificates: public verification by code, the PDF, and the signed-in user's own list. */
export async function certificateRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/certificate/get",
    {
      config: { access: PUBLIC },
      schema: {
        tags: ["certificate"],
        summary: "Verify a certificate by its code (404 for an unknown or malformed code)",
        querystring: certificateCodeQuery,
        response: { 200: successEnvelopeSchema(certificateRecordSchema) },
      },
    },
    async (request) => {
      const record = await findCertificateRecord(app.db, request.query.code, app.config.siteName);
      if (!record) throw notFound();
      return { data: record };
    },
  );

  api.get(
    "/api/certificate/pdf",
    {
      config: { access: PUBLIC },
      schema: {
        tags: ["certificate"],
        summary: "The certificate as a landscape A4 PDF with a QR code of its verification page",
        querystring: certificateCodeQuery,
        response: { 200: z.any().describe("application/pdf") },
      },
    },
    async (request, reply) => {
      const record = await findCertificateRecord(app.db, request.query.code, app.config.siteName);
      if (!record) throw notFound();
      const pdf = await certificatePdf(record, {
        locale: request.locale,
        verifyUrl: `${app.config.siteOrigin}${buildPath("certificate", { code: record.code })}`,
      });
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${pdfFilename(record.code)}"`)
        .header("cache-control", "private, max-age=300")
        .send(pdf);
    },
  );

  api.get(
    "/api/certificate/mine",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["certificate"],
        summary: "The signed-in user's certificates, newest first",
        querystring: z.object({ locale: z.string().optional() }),
        response: { 200: successEnvelopeSchema(z.array(myCertificateSchema)) },
      },
    },
    async (request) => {
      const user = request.actor.user;
      if (!user) throw new AppError("UNAUTHENTICATED", "errors.UNAUTHENTICATED");
      return { data: await myCertificates(app.db, user.id) };
    },
  );
}

/** ASCII only (the code's alphabet), so every browser keeps the name as given. */
export const pdfFilename = (code: string) => `certificate-${code}.pdf`;
