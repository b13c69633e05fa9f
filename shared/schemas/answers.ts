/** Small answer shapes many routes share (every answer is `{data}`; shared/errors.ts). */
import { z } from "zod";
import { successEnvelopeSchema } from "../errors.ts";

/** A confirmation in the request's language: "Đã lưu", "Signed out". */
export const messageSchema = z.object({ message: z.string() });
export const messageAnswerSchema = successEnvelopeSchema(messageSchema);
export type MessageAnswer = z.infer<typeof messageSchema>;
