import { z } from "zod";

/** One signed-in device of the account page's "Devices" list. */
export const deviceSchema = z.object({
  /** The session's handle: the hash of its cookie, never the cookie itself. */
  id: z.string(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  ip: z.string().nullable(),
  create_time: z.string(),
  last_seen_time: z.string(),
  current: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;

export const endDeviceSchema = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/) });
