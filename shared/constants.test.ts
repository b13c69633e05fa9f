import { describe, expect, it } from "vitest";
import {
  ACCESS_ENROLLMENT_STATUSES,
  ADMIN_ROLES,
  BANNER_PLACES,
  DEFAULT_LOCALE,
  DELIVERIES,
  ENROLLMENT_STATUSES,
  LESSON_TYPES,
  LOCALES,
  MEDIA_KINDS,
  NOTIFICATION_TYPES,
  ORDER_STATUSES,
  QUESTION_TYPES,
  REVIEW_REASONS,
  ROLES,
  STAFF_ROLES,
  TOAST_DURATION_MS,
  USER_STATUSES,
  VISIBILITIES,
} from "./constants.ts";

describe("constants", () => {
  it("has no duplicate value in any list", () => {
    const lists = [
      ROLES,
      USER_STATUSES,
      VISIBILITIES,
      DELIVERIES,
      LESSON_TYPES,
      QUESTION_TYPES,
      BANNER_PLACES,
      ENROLLMENT_STATUSES,
      ORDER_STATUSES,
      REVIEW_REASONS,
      NOTIFICATION_TYPES,
      MEDIA_KINDS,
      LOCALES,
    ];
    for (const list of lists) expect(new Set(list).size).toBe(list.length);
  });

  it("makes every role but CLIENT staff, and the admin roles a subset of staff", () => {
    expect([...STAFF_ROLES].sort()).toEqual(ROLES.filter((r) => r !== "CLIENT").sort());
    for (const role of ADMIN_ROLES) expect(STAFF_ROLES).toContain(role);
  });

  it("stores enum values upper-case except media kinds and locales", () => {
    expect(DELIVERIES).toEqual(["ONLINE", "ONSITE", "REMOTE"]);
    expect(MEDIA_KINDS).toEqual(["image", "video", "audio", "document"]);
    expect(LOCALES).toContain(DEFAULT_LOCALE);
    expect(DEFAULT_LOCALE).toBe("vi");
  });

  it("gives lifetime access only to ACTIVE and COMPLETED enrollments", () => {
    expect(ACCESS_ENROLLMENT_STATUSES).toEqual(["ACTIVE", "COMPLETED"]);
  });

  it("keeps error toasts longest and success and info equal", () => {
    expect(TOAST_DURATION_MS.success).toBe(TOAST_DURATION_MS.info);
    expect(TOAST_DURATION_MS.warn).toBeGreaterThan(TOAST_DURATION_MS.info);
    expect(TOAST_DURATION_MS.error).toBe(30_000);
  });
});
