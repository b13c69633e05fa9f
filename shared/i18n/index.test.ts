import { describe, expect, it } from "vitest";
import { ROUTES } from "../routes.ts";
import { en } from "./en.ts";
import { CATALOGUES, interpolate, isMessageKey, type Messages, resolveLocale, t } from "./index.ts";
import { vi } from "./vi.ts";

/** Every dotted leaf path of a catalogue, with its value. */
function leaves(node: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node !== "object" || node === null) return out.set(prefix, node);
  for (const [key, value] of Object.entries(node)) {
    for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key))
      out.set(path, leaf);
  }
  return out;
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/::([A-Za-z_]\w*)/g)].map((m) => m[1]).sort();

describe("catalogues", () => {
  const viLeaves = leaves(vi);
  const enLeaves = leaves(en);

  it("have exactly the same keys", () => {
    expect([...enLeaves.keys()].sort()).toEqual([...viLeaves.keys()].sort());
  });

  it("have a non-empty string at every leaf", () => {
    for (const [locale, map] of [
      ["vi", viLeaves],
      ["en", enLeaves],
    ] as const) {
      for (const [key, value] of map) {
        expect(typeof value, `${locale} ${key}`).toBe("string");
        expect(String(value).trim(), `${locale} ${key}`).not.toBe("");
      }
    }
  });

  it("use the same placeholders in both languages", () => {
    for (const [key, value] of viLeaves) {
      expect(placeholders(enLeaves.get(key)), key).toEqual(placeholders(value));
    }
  });

  it("refuse a missing or an extra key at compile time", () => {
    // @ts-expect-error: footer.timeZone and the other footer keys are missing
    const missing: Messages = { ...en, footer: { aboutUs: "About us" } };
    // @ts-expect-error: "extra" is not a key of vi.ts
    const extra: Messages = { ...en, footer: { ...en.footer, extra: "x" } };
    // @ts-expect-error: not a message key
    expect(t("en", "footer.nope")).toBe("footer.nope");
    expect(missing.footer.aboutUs).toBe(extra.footer.aboutUs);
  });

  it("label every route", () => {
    for (const route of ROUTES) {
      expect(isMessageKey(`nav.${route.key}`), route.key).toBe(true);
    }
  });

  it("keep the list-API messages the server relies on", () => {
    expect(t("en", "errors.list.badLimit", { max: 100 })).toBe(
      "limit must be an integer from 1 to 100",
    );
    expect(t("en", "errors.list.badShape", { param: "filters", detail: "0: expected array" })).toBe(
      "Parameter filters is malformed: 0: expected array",
    );
    expect(t("en", "errors.notFoundPage.text")).toBe(
      "The page you requested was not found or is temporarily unavailable.",
    );
  });

  it("translate into Vietnamese with diacritics", () => {
    expect(t("vi", "actions.buyNow")).toBe("Mua ngay");
    expect(t("vi", "validation.passwordMin", { minLength: 8 })).toBe(
      "Mật khẩu phải có ít nhất 8 ký tự",
    );
  });
});

describe("t", () => {
  it("fills ::placeholders", () => {
    expect(t("en", "validation.passwordMin", { minLength: 8 })).toBe(
      "Password must contain at least 8 characters",
    );
    expect(t("en", "validation.fileTooLarge", { size: "5 MB" })).toBe("File too large: 5 MB");
  });

  it("reads the countdown's 0:::seconds as 0: then the placeholder", () => {
    expect(t("en", "actions.retryIn", { seconds: "09" })).toBe("Retry in 0:09");
    expect(t("vi", "actions.retryIn", { seconds: 59 })).toBe("Thử lại sau 0:59");
  });

  it("leaves a placeholder without a value visible", () => {
    expect(t("en", "errors.unknownResource")).toBe("Unknown resource: ::resource");
    expect(interpolate("::a and ::b", { a: 1 })).toBe("1 and ::b");
  });

  it("falls back to vi for a missing locale and to the key for an unknown key", () => {
    expect(t("fr" as "vi", "actions.buyNow")).toBe("Mua ngay");
    expect(t("en", "nope.key" as "actions.buyNow")).toBe("nope.key");
    expect(CATALOGUES.en.actions.buyNow).toBe("Buy now");
  });

  it("does not treat a group or an inherited property as a message", () => {
    expect(isMessageKey("errors.list")).toBe(false);
    expect(isMessageKey("errors.toString")).toBe(false);
    expect(isMessageKey("errors.list.badJson")).toBe(true);
  });
});

describe("resolveLocale", () => {
  it("accepts the supported locales in any case, with a region", () => {
    expect(resolveLocale("en")).toBe("en");
    expect(resolveLocale(" EN-us ")).toBe("en");
    expect(resolveLocale("vi_VN")).toBe("vi");
    expect(resolveLocale(["en", "vi"])).toBe("en");
  });

  it("falls back to vi for anything else", () => {
    expect(resolveLocale("fr")).toBe("vi");
    expect(resolveLocale("")).toBe("vi");
    expect(resolveLocale(undefined)).toBe("vi");
    expect(resolveLocale(42)).toBe("vi");
    expect(resolveLocale({ locale: "en" })).toBe("vi");
  });
});
