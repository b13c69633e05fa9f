import { describe, expect, it } from "vitest";
import { t } from "../shared/i18n/index.ts";
import { formatRelativeTime } from "./format-relative.ts";

const now = Date.parse("2026-11-22T07:00:00.000Z");
const vi = (key: Parameters<typeof t>[1], params?: Parameters<typeof t>[2]) => t("vi", key, params);
const en = (key: Parameters<typeof t>[1], params?: Parameters<typeof t>[2]) => t("en", key, params);
const ago = (ms: number) => new Date(now - ms).toISOString();

describe("formatRelativeTime", () => {
  it("says how long ago, then the date and time in GMT+07:00 from a week on", () => {
    expect(formatRelativeTime(ago(20_000), "vi", vi, now)).toBe("Vừa xong");
    expect(formatRelativeTime(ago(5 * 60_000), "vi", vi, now)).toBe("5 phút trước");
    expect(formatRelativeTime(ago(3 * 3_600_000), "vi", vi, now)).toBe("3 giờ trước");
    expect(formatRelativeTime(ago(2 * 86_400_000), "vi", vi, now)).toBe("2 ngày trước");
    expect(formatRelativeTime(ago(8 * 86_400_000), "vi", vi, now)).toBe("14/11/2026 14:00");
    expect(formatRelativeTime("not a date", "vi", vi, now)).toBe("");
  });

  it("says it in English the short way", () => {
    expect(formatRelativeTime(ago(20_000), "en", en, now)).toBe("Just now");
    expect(formatRelativeTime(ago(5 * 60_000), "en", en, now)).toBe("5m ago");
    expect(formatRelativeTime(ago(3 * 3_600_000), "en", en, now)).toBe("3h ago");
    expect(formatRelativeTime(ago(2 * 86_400_000), "en", en, now)).toBe("2d ago");
    expect(formatRelativeTime(ago(8 * 86_400_000), "en", en, now)).toBe("14/11/2026 14:00");
  });
});
