import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { configHealthSchema } from "../../../shared/schemas/settings.ts";
import { requires } from "../../plugins/access.ts";
import { configHealth } from "./config-health.ts";

/** `GET /api/settings/health`: the configuration's health for the owner, no secrets. */
export async function settingsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/settings/health",
    {
      config: { access: requires("dashboard", "viewSettings") },
      schema: {
        tags: ["settings"],
        summary: "Bank account, SMTP, webhooks, tracking ids and backups, without secrets",
        response: { 200: z.object({ data: configHealthSchema }) },
      },
    },
    async () => ({ data: await configHealth(app.db, app.config) }),
  );
}
