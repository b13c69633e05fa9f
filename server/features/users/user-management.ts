import type { Kysely } from "kysely";
import type { Role, UserStatus } from "../../../shared/constants.ts";
import { OWNER_ROLE } from "../../../shared/policy/index.ts";
import { dbKind, nowIso } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../policies/actor.ts";
import { authorize, can } from "../../policies/index.ts";
import { endAllSessions } from "../auth/sessions.ts";

/**
 * User management (issue 3 §7): an ADMIN changes another user's role or status. A role change,
 * INACTIVE or BANNED ends every session of that user at once (docs/product/accounts.md). An
 * admin never changes their own role or status, and the last admin who can sign in stays one,
 * so the site always keeps somebody who can manage it.
 */

export type UserChange = { role: Role } | { status: UserStatus };

export interface ManagedUser {
  id: number;
  role: Role;
  status: UserStatus;
}

/** Statuses that keep a user out: an admin in one of them no longer manages anything. */
const LOCKED_OUT: readonly UserStatus[] = ["INACTIVE", "BANNED"];

export async function changeUser(
  db: Kysely<Database>,
  actor: Actor,
  userId: number,
  change: UserChange,
): Promise<ManagedUser> {
  const action = "role" in change ? "updateRole" : "updateStatus";
  authorize(actor, action, "user");
  // The policy refuses an admin's own record; say why rather than a bare "Access denied".
  if (!can(actor, action, "user", { id: userId })) {
    throw new AppError("FORBIDDEN", "errors.user.changeSelf");
  }
  return db.transaction().execute(async (trx) => {
    await lockAdmins(trx);
    const user = await trx
      .selectFrom("user")
      .select(["id", "role", "status"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!user) throw notFound();
    const next = { ...user, ...change };
    if (next.role === user.role && next.status === user.status) return user;
    if (isActiveAdmin(user) && !isActiveAdmin(next) && (await activeAdmins(trx)) <= 1) {
      throw new AppError("CONFLICT", "errors.user.lastAdmin");
    }
    await trx
      .updateTable("user")
      .set({ ...change, update_time: nowIso() })
      .where("id", "=", userId)
      .execute();
    if ("role" in change || LOCKED_OUT.includes(next.status)) await endAllSessions(trx, userId);
    return next;
  });
}

const isActiveAdmin = (user: { role: Role; status: UserStatus }) =>
  user.role === OWNER_ROLE && !LOCKED_OUT.includes(user.status);

async function activeAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("user")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("role", "=", OWNER_ROLE)
    .where("status", "not in", LOCKED_OUT)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Two admins demoting each other at the same moment must not both succeed. SQLite runs one
 * write transaction at a time; PostgreSQL needs the admin rows locked before they are counted.
 */
async function lockAdmins(trx: Kysely<Database>): Promise<void> {
  if (dbKind(trx) !== "postgres") return;
  await trx.selectFrom("user").select("id").where("role", "=", OWNER_ROLE).forUpdate().execute();
}
