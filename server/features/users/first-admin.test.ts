import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, createUserWithPassword } from "../../../tests/factories.ts";
import { engines, openTestDb, type TestDb } from "../../../tests/setup/test-db.ts";
import { isoAfter } from "../../db/dialect.ts";
import { verifyPassword } from "../../lib/passwords.ts";
import { ensureFirstAdmin, FirstAdminRefused } from "./first-admin.ts";

describe.each(engines())("the first administrator on %s", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(engine);
  });
  afterAll(() => t.close());

  const userByEmail = (email: string) =>
    t.db
      .selectFrom("user")
      .select(["id", "role", "password_hash"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
  const sessionsOf = async (userId: number) =>
    (await t.db.selectFrom("session").select("id").where("user_id", "=", userId).execute()).length;
  const addSession = (userId: number) =>
    t.db
      .insertInto("session")
      .values({
        id: `s-${userId}-${Math.random()}`,
        user_id: userId,
        expire_time: isoAfter(60_000),
      })
      .execute();

  it("never promotes an account that registered the configured address", async () => {
    const squatter = await createUserWithPassword(t.db, "mat-khau-cua-ke-gian", {
      email: "boss@example.vn",
      role: "CLIENT",
    });
    const refused = await ensureFirstAdmin(t.db, {
      email: "boss@example.vn",
      password: "mat-khau-quan-tri",
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(FirstAdminRefused);
    expect((refused as Error).message).toMatch(
      /^ADMIN_EMAIL=boss@example.vn belongs to an existing CLIENT account/,
    );
    const after = await userByEmail(squatter.email);
    expect(after.role).toBe("CLIENT");
    expect(await verifyPassword(after.password_hash, "mat-khau-cua-ke-gian")).toBe(true);
  });

  it("creates the admin when nobody has the address, then keeps it as it is", async () => {
    const config = { email: "admin-moi@example.vn", password: "mat-khau-quan-tri" };
    expect(await ensureFirstAdmin(t.db, config)).toMatchObject({ action: "created" });
    expect((await userByEmail(config.email)).role).toBe("ADMIN");
    expect(await ensureFirstAdmin(t.db, config)).toEqual({ action: "kept" });
  });

  it("resets an existing admin's password and ends its sessions", async () => {
    const admin = await createUser(t.db, { email: "admin-cu@example.vn", role: "ADMIN" });
    await addSession(admin.id);
    const result = await ensureFirstAdmin(t.db, {
      email: admin.email,
      password: "mat-khau-moi-123",
    });
    expect(result).toEqual({ action: "reset", email: admin.email });
    const after = await userByEmail(admin.email);
    expect(await verifyPassword(after.password_hash, "mat-khau-moi-123")).toBe(true);
    expect(await sessionsOf(admin.id)).toBe(0);
  });
});
