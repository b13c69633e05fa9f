import { z } from "zod";

/** `GET /api/settings/health` (server/features/settings/config-health.ts): no secret in it. */
export const configHealthSchema = z.object({
  bank: z.object({
    configured: z.boolean(),
    demo: z.boolean(),
    bankName: z.string().nullable(),
    accountEnding: z.string().nullable(),
  }),
  smtp: z.object({
    configured: z.boolean(),
    server: z.string().nullable(),
    reachable: z.boolean().nullable(),
  }),
  webhooks: z.array(
    z.object({
      provider: z.string(),
      configured: z.boolean(),
      lastReceived: z.string().nullable(),
    }),
  ),
  tracking: z.object({ ga4Id: z.string().nullable(), metaPixelId: z.string().nullable() }),
  database: z.enum(["sqlite", "postgres"]),
  backupDir: z.string(),
});
export type ConfigHealth = z.infer<typeof configHealthSchema>;
