import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  email,
  isoDateTime,
  password,
  positiveIntId,
  positiveIntIdParam,
  slug,
  toErrorIssues,
  translateIssue,
  vietnamesePhone,
} from "./common.ts";

/** The message keys of a failed parse, or null when it succeeds. */
function messages(schema: z.ZodType, value: unknown): string[] | null {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues.map((i) => i.message);
}

describe("ids", () => {
  it("accepts positive safe integers only", () => {
    expect(positiveIntId.parse(42)).toBe(42);
    for (const bad of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1, "42"]) {
      expect(messages(positiveIntId, bad), String(bad)).toEqual(["validation.invalidId"]);
    }
    expect(messages(positiveIntId, undefined)).toEqual(["validation.required"]);
  });

  it("reads ids from URL text", () => {
    expect(positiveIntIdParam.parse("42")).toBe(42);
    for (const bad of ["0", "042", "1e3", " 4", "4.0", "-4", ""]) {
      expect(messages(positiveIntIdParam, bad), bad).toEqual(["validation.invalidId"]);
    }
  });
});

describe("slug", () => {
  it("accepts lower-case words joined by single hyphens", () => {
    expect(slug.parse("lap-trinh-web-2026")).toBe("lap-trinh-web-2026");
    for (const bad of ["Lap-trinh", "lập-trình", "a--b", "-a", "a-", "a b", "a_b"]) {
      expect(messages(slug, bad), bad).toEqual(["validation.invalidSlug"]);
    }
    expect(messages(slug, "")).toEqual(["validation.required"]);
  });
});

describe("isoDateTime", () => {
  it("accepts only UTC with milliseconds", () => {
    expect(isoDateTime.parse("2026-11-22T07:00:00.000Z")).toBe("2026-11-22T07:00:00.000Z");
    for (const bad of [
      "2026-11-22T07:00:00Z",
      "2026-11-22T14:00:00.000+07:00",
      "2026-11-22 07:00:00",
      "2026-13-01T00:00:00.000Z",
    ]) {
      expect(messages(isoDateTime, bad), bad).toEqual(["validation.invalidDateTime"]);
    }
  });
});

describe("email", () => {
  it("trims and lower-cases a valid address", () => {
    expect(email.parse("  Ng.Van.A@Gmail.COM ")).toBe("ng.van.a@gmail.com");
  });

  it("says required when empty and invalid otherwise", () => {
    expect(messages(email, "   ")).toEqual(["validation.required"]);
    expect(messages(email, undefined)).toEqual(["validation.required"]);
    expect(messages(email, "a@b")).toEqual(["validation.invalidEmail"]);
    expect(messages(email, "no-at-sign.vn")).toEqual(["validation.invalidEmail"]);
    expect(messages(email, `${"a".repeat(250)}@b.vn`)).toEqual(["validation.invalidEmail"]);
  });
});

describe("vietnamesePhone", () => {
  it("accepts mobiles and landlines, stripping separators", () => {
    expect(vietnamesePhone.parse("0912 345 678")).toBe("0912345678");
    expect(vietnamesePhone.parse("+84 912.345.678")).toBe("+84912345678");
    expect(vietnamesePhone.parse("03-9876-5432")).toBe("0398765432");
    expect(vietnamesePhone.parse("(028) 3822 1234")).toBe("02838221234");
    for (const ok of ["0512345678", "0712345678", "0812345678"]) {
      expect(vietnamesePhone.parse(ok)).toBe(ok);
    }
  });

  it("refuses wrong prefixes and lengths", () => {
    for (const bad of [
      "0112345678", // no 01x numbers since 2018
      "0412345678",
      "0612345678",
      "091234567", // too short
      "09123456789", // too long for a mobile
      "0283822123", // too short for a landline
      "84912345678", // country code without +
      "+840912345678",
      "09123a5678",
    ]) {
      expect(messages(vietnamesePhone, bad), bad).toEqual(["validation.invalidPhone"]);
    }
    expect(messages(vietnamesePhone, " ")).toEqual(["validation.required"]);
  });
});

describe("password", () => {
  it("takes 8 to 128 characters, spaces included", () => {
    expect(password.parse("correct horse")).toBe("correct horse");
    expect(password.parse("a".repeat(128))).toHaveLength(128);
    expect(messages(password, "1234567")).toEqual(["validation.passwordMin"]);
    expect(messages(password, "a".repeat(129))).toEqual(["validation.passwordMax"]);
  });
});

describe("translateIssue", () => {
  it("translates a key message with its bound", () => {
    const issue = password.safeParse("short").error?.issues[0];
    expect(issue && translateIssue("en", issue)).toBe(
      "Password must contain at least 8 characters",
    );
    expect(issue && translateIssue("vi", issue)).toBe("Mật khẩu phải có ít nhất 8 ký tự");
  });

  it("falls back to a catalogue message for zod's own messages", () => {
    const schema = z.object({ name: z.string().min(3), role: z.enum(["A", "B"]), site: z.url() });
    const result = schema.safeParse({ name: "ab", role: "C", site: "nope" });
    expect(toErrorIssues("en", result.error?.issues ?? [])).toEqual([
      { path: "name", message: "Must contain at least 3 characters" },
      { path: "role", message: "Please choose one of the options" },
      { path: "site", message: "Invalid URL" },
    ]);
  });

  it("joins nested paths with dots", () => {
    const schema = z.object({ items: z.array(z.object({ email })) });
    const result = schema.safeParse({ items: [{ email: "a@b.vn" }, { email: "x" }] });
    expect(toErrorIssues("vi", result.error?.issues ?? [])).toEqual([
      { path: "items.1.email", message: "Email không hợp lệ" },
    ]);
  });
});
