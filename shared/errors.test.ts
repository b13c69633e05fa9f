import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ERROR_CODES,
  ERROR_STATUS,
  errorCodeForStatus,
  errorEnvelopeSchema,
  errorMessageKey,
  isErrorEnvelope,
  successEnvelopeSchema,
} from "./errors.ts";
import { t } from "./i18n/index.ts";

describe("error codes", () => {
  it("maps each code to its HTTP status", () => {
    expect(ERROR_STATUS).toEqual({
      VALIDATION: 400,
      UNAUTHENTICATED: 401,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      CONFLICT: 409,
      RATE_LIMITED: 429,
      PAYMENT_REQUIRED: 402,
      INTERNAL: 500,
      SERVICE_UNAVAILABLE: 503,
    });
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
  });

  it("has a message for every code in both locales", () => {
    for (const code of ERROR_CODES) {
      expect(t("en", errorMessageKey(code))).not.toBe(errorMessageKey(code));
      expect(t("vi", errorMessageKey(code))).not.toBe(t("en", errorMessageKey(code)));
    }
    expect(t("en", errorMessageKey("FORBIDDEN"))).toBe("Access denied");
  });

  it("finds the code of a bare status", () => {
    expect(errorCodeForStatus(404)).toBe("NOT_FOUND");
    expect(errorCodeForStatus(429)).toBe("RATE_LIMITED");
    expect(errorCodeForStatus(502)).toBe("INTERNAL");
    expect(errorCodeForStatus(413)).toBe("VALIDATION");
  });
});

describe("envelopes", () => {
  it("accepts an error envelope with details and refuses an unknown code", () => {
    const body = {
      error: {
        message: "Invalid email",
        code: "VALIDATION",
        details: { issues: [{ path: "email", message: "Invalid email" }], extra: 1 },
      },
    };
    expect(errorEnvelopeSchema.parse(body)).toEqual(body);
    expect(isErrorEnvelope(body)).toBe(true);
    expect(isErrorEnvelope({ error: { message: "x", code: "TEAPOT" } })).toBe(false);
    expect(isErrorEnvelope({ data: 1 })).toBe(false);
  });

  it("wraps a payload schema in { data }", () => {
    const schema = successEnvelopeSchema(z.object({ id: z.number() }));
    expect(schema.parse({ data: { id: 1 } })).toEqual({ data: { id: 1 } });
    expect(schema.safeParse({ id: 1 }).success).toBe(false);
  });
});
