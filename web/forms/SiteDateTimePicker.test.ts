import { describe, expect, it } from "vitest";
import { isoToPickerValue, pickerValueToIso } from "./SiteDateTimePicker.tsx";

describe("the date pickers' wall clock is GMT+07:00 (issue 16)", () => {
  it("shows a UTC instant as the site's wall clock, and reads it back", () => {
    expect(isoToPickerValue("2026-01-31T16:59:00.000Z")).toBe("2026-01-31 23:59:00");
    expect(pickerValueToIso("2026-01-31 23:59:00")).toBe("2026-01-31T16:59:00.000Z");
    // Past midnight in Vietnam is still the day before in UTC.
    expect(pickerValueToIso("2026-02-01 06:30:00")).toBe("2026-01-31T23:30:00.000Z");
  });

  it("keeps none as none, and refuses nonsense", () => {
    expect(isoToPickerValue(null)).toBeNull();
    expect(pickerValueToIso(null)).toBeNull();
    expect(pickerValueToIso("")).toBeNull();
    expect(pickerValueToIso("not a date")).toBeNull();
  });
});
