import type { Kysely } from "kysely";
import { OWNER_ROLE } from "../../../shared/policy/index.ts";
import { normalizeSearch } from "../../../shared/search.ts";
import { nowIso } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import { generatePassword, hashPassword } from "../../lib/passwords.ts";

export type FirstAdminResult =
  | { action: "created"; email: string; password: string; generated: boolean }
  | { action: "reset"; email: string }
  | { action: "kept" };

const GENERATED_ADMIN_EMAIL = "admin@localhost";

/**
 * The first ADMIN (DECISIONS.md "Accounts"): ADMIN_EMAIL/ADMIN_PASSWORD create that account or
 * reset its password and role at every start; without them, when no ADMIN exists, one is
 * created with a generated password that the caller prints once.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  configured: { email: string; password: string } | undefined,
): Promise<FirstAdminResult> {
  const now = nowIso();
  if (configured) {
    const passwordHash = await hashPassword(configured.password);
    const existing = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", configured.email)
      .executeTakeFirst();
    if (existing) {
      await db
        .updateTable("user")
        .set({ password_hash: passwordHash, role: OWNER_ROLE, status: "ACTIVE", update_time: now })
        .where("id", "=", existing.id)
        .execute();
      return { action: "reset", email: configured.email };
    }
    await insertAdmin(db, configured.email, passwordHash, now);
    return {
      action: "created",
      email: configured.email,
      password: configured.password,
      generated: false,
    };
  }
  const admin = await db
    .selectFrom("user")
    .select("id")
    .where("role", "=", OWNER_ROLE)
    .executeTakeFirst();
  if (admin) return { action: "kept" };
  const password = generatePassword();
  await insertAdmin(db, GENERATED_ADMIN_EMAIL, await hashPassword(password), now);
  return { action: "created", email: GENERATED_ADMIN_EMAIL, password, generated: true };
}

async function insertAdmin(db: Kysely<Database>, email: string, passwordHash: string, now: string) {
  const fullName = "Quản trị viên";
  await db
    .insertInto("user")
    .values({
      email,
      password_hash: passwordHash,
      full_name: fullName,
      role: OWNER_ROLE,
      status: "ACTIVE",
      email_verified_time: now,
      create_time: now,
      update_time: now,
      search_text: normalizeSearch(fullName),
    })
    .execute();
}
