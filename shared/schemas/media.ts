/** Media management (`/api/media/*`); listing goes through the generic list API. */
import { z } from "zod";
import { MEDIA_KINDS } from "../constants.ts";
import { successEnvelopeSchema } from "../errors.ts";
import { recordSchema } from "./list.ts";

export const deleteMediaSchema = z.object({
  kind: z.enum(MEDIA_KINDS),
  id: z.number().int().positive(),
});

export const mediaAnswers = {
  /** The new record as the list API shows it (its kind's fields), so a picker can use it. */
  upload: { 200: successEnvelopeSchema(recordSchema) },
  delete: { 200: successEnvelopeSchema(z.object({ id: z.number() })) },
};
