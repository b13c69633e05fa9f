import { describe, expect, it } from "vitest";
import { CERTIFICATE_CODE_PATTERN } from "../../../shared/schemas/learning.ts";
import { newCertificateCode, percentOf } from "./complete-course.ts";
import { completesLesson } from "./progress.ts";

describe("when a report completes a lesson", () => {
  it.each([
    ["VIDEO", 100, 89.9, "heartbeat", false],
    ["VIDEO", 100, 90, "heartbeat", true],
    ["VIDEO", 100, 10, "ended", false],
    ["VIDEO", 100, 95, "ended", true],
    ["VIDEO", null, 10_000, "heartbeat", false],
    ["VIDEO", null, 0, "ended", true],
    ["AUDIO", 61, 54.9, "heartbeat", true],
    ["AUDIO", 61, 54.8, "ended", false],
    ["DOCUMENT", null, 0, "opened", true],
    ["DOCUMENT", null, 0, "heartbeat", false],
    ["TEXT", null, 0, "opened", true],
    ["QUIZ", null, 0, "opened", false],
    ["QUIZ", null, 0, "ended", false],
  ] as const)("%s of %s s at %s s, %s: %s", (type, duration, positionSeconds, event, expected) => {
    expect(completesLesson(type, duration, { positionSeconds, event })).toBe(expected);
  });
});

describe("progress percent", () => {
  it("rounds down, so 100 means every lesson", () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(199, 200)).toBe(99);
    expect(percentOf(200, 200)).toBe(100);
  });
});

describe("certificate codes", () => {
  it("are 16 characters of the code alphabet, and do not repeat", () => {
    const codes = new Set(Array.from({ length: 2000 }, newCertificateCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(CERTIFICATE_CODE_PATTERN);
    expect([...codes].join("")).not.toMatch(/[01lo]/);
  });
});
