import { describe, expect, it } from "vitest";
import { ABILITIES, type Role } from "../../shared/constants.ts";
import { type Actor, visitor } from "./actor.ts";
import { abilities, abilityNames, authorize, can, recordActions } from "./index.ts";

const as = (role: Role, id = 1): Actor => ({
  user: { id, role, email: `${role.toLowerCase()}@x.vn`, status: "ACTIVE", locale: "vi" },
  ip: "",
});

const ADMIN_AREAS = ["banner", "course", "chapter", "lesson", "quiz", "combo", "promotion"];
const crud = (area: string) => ["create", "update", "delete"].map((a) => `${area}.${a}`);
const VIEWS = [
  "dashboard.view",
  "dashboard.viewSales",
  "dashboard.viewSettings",
  "media.view",
  "article.view",
  "article.viewAll",
  "article_category.view",
  "user.view",
  "activity_log.view",
  ...[...ADMIN_AREAS, "enrollment", "transaction", "order"].map((area) => `${area}.view`),
  "course.learnAll",
];

/** docs/product/roles-and-permissions.md, written out: the abilities each role has. */
const EXPECTED: Record<Role | "visitor", string[]> = {
  ADMIN: [
    ...VIEWS,
    ...crud("media"),
    ...crud("article"),
    "article.publish",
    ...crud("article_category"),
    "user.seeContacts",
    "user.updateRole",
    "user.updateStatus",
    ...ADMIN_AREAS.flatMap(crud),
    ...crud("enrollment"),
    "enrollment.activate",
    "enrollment.complete",
    "transaction.create",
    "transaction.attach",
    "order.handleInvoice",
  ],
  ADMIN_TRIAL: VIEWS,
  CONTENT_MANAGER: [
    "dashboard.view",
    "media.view",
    ...crud("media"),
    "article.view",
    "article.viewAll",
    ...crud("article"),
    "article.publish",
    "article_category.view",
    ...crud("article_category"),
    "course.learnAll",
  ],
  CONTENT_WRITER: [
    "dashboard.view",
    "media.view",
    ...crud("media"),
    "article.view",
    ...crud("article"),
    "article.submit",
    "article_category.view",
    "course.learnAll",
  ],
  CLIENT: [],
  visitor: [],
};

describe("policy module", () => {
  it("names exactly the abilities the shared list declares", () => {
    expect(abilityNames().sort()).toEqual([...ABILITIES].sort());
  });

  it.each(Object.entries(EXPECTED))("gives %s exactly its abilities", (who, expected) => {
    const actor = who === "visitor" ? visitor() : as(who as Role);
    const granted = Object.entries(abilities(actor))
      .filter(([, yes]) => yes)
      .map(([name]) => name);
    expect(granted.sort()).toEqual([...new Set(expected)].sort());
  });

  it("lets a writer edit, delete and submit only their own drafts, never publish", () => {
    const writer = as("CONTENT_WRITER", 5);
    const own = { id: 1, creator_id: 5, visibility: "PRIVATE", submitted_time: null } as const;
    const others = { ...own, creator_id: 6 };
    const ownPublic = { ...own, visibility: "PUBLIC" } as const;
    expect(recordActions(writer, "article", own)).toEqual(["update", "delete", "submit"]);
    expect(recordActions(writer, "article", { ...own, submitted_time: "2026-01-01" })).toEqual([
      "update",
      "delete",
    ]);
    expect(recordActions(writer, "article", others)).toEqual([]);
    expect(recordActions(writer, "article", ownPublic)).toEqual([]);
    const manager = as("CONTENT_MANAGER", 9);
    expect(recordActions(manager, "article", others)).toEqual(["update", "delete", "publish"]);
    expect(recordActions(manager, "article", ownPublic)).toEqual(["update", "delete"]);
    expect(recordActions(as("ADMIN_TRIAL"), "article", own)).toEqual([]);
  });

  it("lets a writer delete only their own uploads", () => {
    const writer = as("CONTENT_WRITER", 5);
    expect(can(writer, "delete", "media", { id: 1, creator_id: 5 })).toBe(true);
    expect(can(writer, "delete", "media", { id: 1, creator_id: 6 })).toBe(false);
    expect(can(writer, "update", "media", { id: 1, creator_id: 6 })).toBe(true);
    expect(can(as("CONTENT_MANAGER"), "delete", "media", { id: 1, creator_id: 6 })).toBe(true);
    expect(can(as("ADMIN_TRIAL"), "update", "media", { id: 1, creator_id: 1 })).toBe(false);
  });

  it("keeps an admin's own account out of reach and applies record states", () => {
    const admin = as("ADMIN", 3);
    expect(recordActions(admin, "user", { id: 3 })).toEqual([]);
    expect(recordActions(admin, "user", { id: 4 })).toEqual(["updateRole", "updateStatus"]);
    expect(recordActions(admin, "enrollment", { id: 1, status: "ACTIVE" })).toEqual([
      "update",
      "delete",
      "complete",
    ]);
    expect(recordActions(admin, "enrollment", { id: 1, status: "COMPLETED" })).toEqual([
      "update",
      "delete",
    ]);
    expect(can(admin, "attach", "transaction", { id: 1, status: "NEEDS_REVIEW" })).toBe(true);
    expect(can(admin, "attach", "transaction", { id: 1, status: "MATCHED" })).toBe(false);
  });

  it("refuses an action that does not exist, even one named like an Object method", () => {
    const admin = as("ADMIN");
    expect(can(admin, "toString" as "view", "course")).toBe(false);
    expect(can(admin, "fly" as "view", "course")).toBe(false);
  });

  it("authorizes with 401 for a visitor and 403 'Access denied' for a signed-in actor", () => {
    expect(() => authorize(visitor(), "view", "course")).toThrow(
      expect.objectContaining({ code: "UNAUTHENTICATED" }),
    );
    expect(() => authorize(as("CLIENT"), "view", "course")).toThrow(
      expect.objectContaining({ code: "FORBIDDEN", messageKey: "errors.FORBIDDEN" }),
    );
    expect(() => authorize(as("ADMIN_TRIAL"), "update", "course", { id: 1 })).toThrow(
      expect.objectContaining({ code: "FORBIDDEN" }),
    );
    expect(() => authorize(as("ADMIN"), "update", "course", { id: 1 })).not.toThrow();
  });
});
