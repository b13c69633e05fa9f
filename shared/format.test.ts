import { describe, expect, it } from "vitest";
import { SITE_TIME_ZONE } from "./constants.ts";
import {
  formatCompact,
  formatCountdown,
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatDuration,
  formatFileSize,
  formatNumber,
  formatPrice,
  siteDateKey,
  startOfSiteDay,
  toIsoUtc,
  toSiteTime,
} from "./format.ts";

describe("formatNumber", () => {
  it("uses the locale's separators", () => {
    expect(formatNumber(1234.5, "vi")).toBe("1.234,5");
    expect(formatNumber(1234.5, "en")).toBe("1,234.5");
    expect(formatNumber(1_234_567_890, "vi")).toBe("1.234.567.890");
    expect(formatNumber(999, "en")).toBe("999");
  });

  it("formats negative numbers and never prints -0", () => {
    expect(formatNumber(-1234.5, "vi")).toBe("-1.234,5");
    expect(formatNumber(-0.0001, "en", { maximumFractionDigits: 2 })).toBe("0");
    expect(formatNumber(-0, "en")).toBe("0");
  });

  it("rounds half away from zero on the decimal value", () => {
    expect(formatNumber(1.005, "en", { maximumFractionDigits: 2 })).toBe("1.01");
    expect(formatNumber(2.5, "en", { maximumFractionDigits: 0 })).toBe("3");
    expect(formatNumber(-2.5, "en", { maximumFractionDigits: 0 })).toBe("-3");
    expect(formatNumber(999.999, "vi", { maximumFractionDigits: 2 })).toBe("1.000");
    expect(formatNumber(0.125, "en")).toBe("0.125");
    expect(formatNumber(0.1234, "en")).toBe("0.123");
  });

  it("pads to the minimum fraction digits", () => {
    expect(formatNumber(3, "vi", { minimumFractionDigits: 2 })).toBe("3,00");
    expect(formatNumber(3.1, "en", { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(
      "3.10",
    );
  });

  it("handles very large and very small numbers and non-finite values", () => {
    expect(formatNumber(1e21, "en")).toBe("1,000,000,000,000,000,000,000");
    expect(formatNumber(1e-7, "en")).toBe("0");
    expect(formatNumber(Number.NaN, "en")).toBe("NaN");
    expect(formatNumber(Number.NEGATIVE_INFINITY, "en")).toBe("-∞");
  });
});

describe("formatCompact", () => {
  it("leaves numbers below 1000 unchanged", () => {
    expect(formatCompact(0, "en")).toBe("0");
    expect(formatCompact(999, "vi")).toBe("999");
    expect(formatCompact(-999, "en")).toBe("-999");
  });

  it("uses K, M, B, T with the locale's decimal separator", () => {
    expect(formatCompact(1234, "en")).toBe("1.2K");
    expect(formatCompact(1234, "vi")).toBe("1,2K");
    expect(formatCompact(12_345, "en")).toBe("12K");
    expect(formatCompact(1_000_000, "en")).toBe("1M");
    expect(formatCompact(2_500_000_000, "vi")).toBe("2,5B");
    expect(formatCompact(7.1e12, "en")).toBe("7.1T");
    expect(formatCompact(-1500, "en")).toBe("-1.5K");
  });

  it("moves to the next unit when rounding reaches 1000", () => {
    expect(formatCompact(999_950, "en")).toBe("1M");
    expect(formatCompact(999.5, "en")).toBe("1K");
    expect(formatCompact(9_960, "en")).toBe("10K");
  });

  it("stays in T beyond the last suffix", () => {
    expect(formatCompact(1.5e15, "en")).toBe("1,500T");
  });
});

describe("formatFileSize", () => {
  it("uses base 1024 units", () => {
    expect(formatFileSize(0, "vi")).toBe("0 Bytes");
    expect(formatFileSize(1023, "en")).toBe("1,023 Bytes");
    expect(formatFileSize(1024, "en")).toBe("1 KB");
    expect(formatFileSize(1.5 * 1024 ** 2, "vi")).toBe("1,5 MB");
    expect(formatFileSize(1.5 * 1024 ** 2, "en")).toBe("1.5 MB");
    expect(formatFileSize(1024 ** 8, "en")).toBe("1 YB");
    expect(formatFileSize(1024 ** 9, "en")).toBe("1,024 YB");
  });

  it("rounds to two decimals and carries into the next unit", () => {
    expect(formatFileSize(1234, "en")).toBe("1.21 KB");
    expect(formatFileSize(1024 ** 2 - 1, "en")).toBe("1 MB");
  });
});

describe("formatPrice", () => {
  it("shows dong with the symbol or the unit text", () => {
    expect(formatPrice(1_290_000, "vi")).toBe("1.290.000đ");
    expect(formatPrice(1_290_000, "vi", { unit: "text" })).toBe("1.290.000 VNĐ");
    expect(formatPrice(1_290_000, "en")).toBe("1,290,000đ");
  });

  it("shows zero as free unless told not to", () => {
    expect(formatPrice(0, "vi")).toBe("Miễn phí");
    expect(formatPrice(0, "en")).toBe("Free");
    expect(formatPrice(0, "en", { zeroAsFree: false })).toBe("0đ");
  });
});

describe("dates in GMT+07:00", () => {
  it("formats a UTC instant in Vietnam time", () => {
    expect(formatDate("2026-11-22T07:00:00.000Z")).toBe("22/11/2026");
    expect(formatDateTime("2026-11-22T07:05:00.000Z")).toBe("22/11/2026 14:05");
    expect(formatDateTimeSeconds("2026-11-22T07:05:09.999Z")).toBe("22/11/2026 14:05:09");
  });

  it("crosses midnight into the next day, month and year", () => {
    expect(formatDateTime("2026-11-22T16:59:00.000Z")).toBe("22/11/2026 23:59");
    expect(formatDateTime("2026-11-22T17:00:00.000Z")).toBe("23/11/2026 00:00");
    expect(formatDate("2026-11-30T18:00:00.000Z")).toBe("01/12/2026");
    expect(formatDateTimeSeconds("2026-12-31T17:00:00.000Z")).toBe("01/01/2027 00:00:00");
    expect(formatDate("2028-02-28T17:30:00.000Z")).toBe("29/02/2028");
  });

  it("reads zone-less SQLite text as UTC, and other offsets correctly", () => {
    expect(formatDateTime("2026-11-22 17:00:00")).toBe("23/11/2026 00:00");
    expect(formatDateTime("2026-11-22T10:00:00+02:00")).toBe("22/11/2026 15:00");
    expect(formatDate(new Date(Date.UTC(2026, 0, 1, 16, 59)))).toBe("01/01/2026");
  });

  it("reads the same clock as the Asia/Ho_Chi_Minh time zone, from 1976 to 2100", () => {
    // toSiteTime moves the instant by a fixed GMT+07:00; the zone's own rules must agree.
    const zone = new Intl.DateTimeFormat("en-US", {
      timeZone: SITE_TIME_ZONE,
      ...{ year: "numeric", month: "numeric", day: "numeric" },
      ...{ hour: "numeric", minute: "numeric", second: "numeric", hourCycle: "h23" },
    } as const);
    const start = Date.UTC(1976, 0, 1);
    const step = 7 * 86_400_000 + 3_601_000; // a week and an hour and a second: every hour of day
    for (let at = start; at < Date.UTC(2100, 0, 1); at += step) {
      const parts = Object.fromEntries(
        zone.formatToParts(at).map(({ type, value }) => [type, Number(value)]),
      );
      const { year, month, day, hour, minute, second } = parts;
      expect(toSiteTime(at), new Date(at).toISOString()).toEqual({
        ...{ year, month, day, hour, minute, second },
      });
    }
  });

  it("gives an empty string for an invalid input", () => {
    expect(formatDate("not a date")).toBe("");
    expect(formatDateTime("2026-13-45T00:00:00.000Z")).toBe("");
    expect(toSiteTime("yesterday")).toBeNull();
  });

  it("gives the Vietnamese day key and where that day starts in UTC", () => {
    expect(siteDateKey("2026-11-22T17:00:00.000Z")).toBe("2026-11-23");
    expect(startOfSiteDay("2026-11-22T17:00:00.000Z")).toBe("2026-11-22T17:00:00.000Z");
    expect(startOfSiteDay("2026-11-22T16:59:59.999Z")).toBe("2026-11-21T17:00:00.000Z");
  });

  it("writes instants as UTC ISO strings with milliseconds", () => {
    expect(toIsoUtc(new Date(Date.UTC(2026, 10, 22, 7)))).toBe("2026-11-22T07:00:00.000Z");
    expect(toIsoUtc("2026-11-22T14:00:00+07:00")).toBe("2026-11-22T07:00:00.000Z");
    expect(toIsoUtc(0)).toBe("1970-01-01T00:00:00.000Z");
    expect(() => toIsoUtc("nope")).toThrow(RangeError);
  });
});

describe("durations", () => {
  it("prints m:ss below an hour and h:mm:ss from an hour", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(59.9)).toBe("0:59");
    expect(formatDuration(61)).toBe("1:01");
    expect(formatDuration(3599)).toBe("59:59");
    expect(formatDuration(3600)).toBe("1:00:00");
    expect(formatDuration(36_125)).toBe("10:02:05");
    expect(formatDuration(-5)).toBe("0:00");
    expect(formatDuration(Number.NaN)).toBe("0:00");
  });

  it("prints the countdown as HH:MM:SS, rounding partial seconds up", () => {
    expect(formatCountdown(47 * 3_600_000 + 59 * 60_000 + 59_000)).toBe("47:59:59");
    expect(formatCountdown(1)).toBe("00:00:01");
    expect(formatCountdown(1000)).toBe("00:00:01");
    expect(formatCountdown(1001)).toBe("00:00:02");
    expect(formatCountdown(0)).toBe("00:00:00");
    expect(formatCountdown(-500)).toBe("00:00:00");
  });
});
