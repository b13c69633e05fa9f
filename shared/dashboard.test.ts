import { describe, expect, it } from "vitest";
import { bucketStart, bucketsOf, dayNumber, previousRange, rangeInstants } from "./dashboard.ts";

describe("dashboard ranges", () => {
  it("reads only real days", () => {
    expect(dayNumber("1970-01-02")).toBe(1);
    expect(dayNumber("2025-02-30")).toBeNull();
    expect(dayNumber("2025-2-3")).toBeNull();
  });

  it("covers Hanoi days as UTC instants, seven hours earlier", () => {
    expect(rangeInstants({ from: "2025-03-01", to: "2025-03-31" })).toEqual({
      start: "2025-02-28T17:00:00.000Z",
      endExclusive: "2025-03-31T17:00:00.000Z",
    });
  });

  it("compares with the range of the same length just before", () => {
    expect(previousRange({ from: "2025-03-01", to: "2025-03-07" })).toEqual({
      from: "2025-02-22",
      to: "2025-02-28",
    });
  });

  it("names buckets by their first day, weeks from Monday", () => {
    expect(bucketStart("2025-03-16", "WEEK")).toBe("2025-03-10"); // a Sunday
    expect(bucketStart("2025-03-10", "WEEK")).toBe("2025-03-10"); // a Monday
    expect(bucketStart("2025-08-19", "QUARTER")).toBe("2025-07-01");
    expect(bucketStart("2025-08-19", "YEAR")).toBe("2025-01-01");
    expect(bucketsOf({ from: "2024-12-30", to: "2025-02-02" }, "MONTH")).toEqual([
      "2024-12-01",
      "2025-01-01",
      "2025-02-01",
    ]);
  });
});
