import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "../constants.ts";
import {
  AREAS,
  type Area,
  grantOf,
  mayView,
  mayWrite,
  mayWriteAll,
  writesOwnOnly,
} from "./index.ts";

const ADMIN_AREAS = [
  "user",
  "activity_log",
  "banner",
  "course",
  "chapter",
  "lesson",
  "quiz",
  "enrollment",
  "transaction",
  "order",
  "combo",
  "promotion",
] as const satisfies readonly Area[];

/** The role matrix of docs (server/policies/README.md), cell by cell: full, own, view or –. */
const EXPECTED: Record<Area, Record<Role, string>> = {
  dashboard: {
    ADMIN: "full",
    ADMIN_TRIAL: "view",
    CONTENT_MANAGER: "full",
    CONTENT_WRITER: "own",
    CLIENT: "–",
  },
  media: {
    ADMIN: "full",
    ADMIN_TRIAL: "view",
    CONTENT_MANAGER: "full",
    CONTENT_WRITER: "own",
    CLIENT: "–",
  },
  article: {
    ADMIN: "full",
    ADMIN_TRIAL: "view",
    CONTENT_MANAGER: "full",
    CONTENT_WRITER: "own",
    CLIENT: "–",
  },
  ...(Object.fromEntries(
    ADMIN_AREAS.map((area) => [
      area,
      {
        ADMIN: "full",
        ADMIN_TRIAL: "view",
        CONTENT_MANAGER: "–",
        CONTENT_WRITER: "–",
        CLIENT: "–",
      },
    ]),
  ) as Record<(typeof ADMIN_AREAS)[number], Record<Role, string>>),
};

describe("the role matrix", () => {
  it("grants each role what the documented table says", () => {
    const actual = Object.fromEntries(
      AREAS.map((area) => [
        area,
        Object.fromEntries(ROLES.map((role) => [role, grantOf(role, area) ?? "–"])),
      ]),
    );
    expect(actual).toEqual(EXPECTED);
  });

  it("gives a visitor nothing", () => {
    for (const area of AREAS) expect(grantOf(null, area)).toBeNull();
  });

  it("lets ADMIN_TRIAL view every area an ADMIN views and write in none", () => {
    for (const area of AREAS) {
      expect(mayView("ADMIN_TRIAL", area), area).toBe(mayView("ADMIN", area));
      expect(mayWrite("ADMIN_TRIAL", area), area).toBe(false);
    }
  });

  it("tells writing everything from writing one's own", () => {
    expect(mayWriteAll("CONTENT_MANAGER", "article")).toBe(true);
    expect(mayWrite("CONTENT_WRITER", "article")).toBe(true);
    expect(mayWriteAll("CONTENT_WRITER", "article")).toBe(false);
    expect(writesOwnOnly("CONTENT_WRITER", "media")).toBe(true);
    expect(writesOwnOnly("ADMIN", "media")).toBe(false);
  });
});
