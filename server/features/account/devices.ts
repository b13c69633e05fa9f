import Bowser from "bowser";
import type { Kysely } from "kysely";
import type { Device } from "../../../shared/schemas/devices.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/schema.ts";
import type { Actor } from "../../policies/actor.ts";
import { can } from "../../policies/index.ts";
import { notify } from "../notifications/notify.ts";

/**
 * The devices signed in to an account: each is a session row. Course sellers lose revenue to
 * shared accounts, so a student may keep only `MAX_SESSIONS_PER_USER` of them at once (staff
 * have their own cap, none by default): signing in on one more ends the least recently used,
 * and the user is told by a notification. The account page lists them with "Sign out".
 */

export async function listDevices(
  db: Kysely<Database>,
  userId: number,
  currentId: string | null,
): Promise<Device[]> {
  const rows = await db
    .selectFrom("session")
    .select(["id", "ip", "user_agent", "create_time", "last_seen_time"])
    .where("user_id", "=", userId)
    .orderBy("last_seen_time", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    ...describeAgent(row.user_agent),
    ip: row.ip,
    create_time: row.create_time,
    last_seen_time: row.last_seen_time,
    current: row.id === currentId,
  }));
}

/** "Chrome 131", "Android 14" from a User-Agent header; nulls when there is none. */
export function describeAgent(userAgent: string | null) {
  if (!userAgent) return { browser: null, system: null };
  const parsed = Bowser.parse(userAgent);
  const named = (name?: string, version?: string) =>
    name ? [name, version?.split(".")[0]].filter(Boolean).join(" ") : null;
  return {
    browser: named(parsed.browser.name, parsed.browser.version),
    system: named(parsed.os.name, parsed.os.version ?? parsed.os.versionName),
  };
}

/** Ends one of the user's own sessions; false when it is not theirs or already gone. */
export async function endDevice(db: Kysely<Database>, userId: number, id: string) {
  const result = await db
    .deleteFrom("session")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** "Sign out everywhere else": every session of the user but this one. */
export async function endOtherDevices(db: Kysely<Database>, userId: number, keepId: string) {
  const result = await db
    .deleteFrom("session")
    .where("user_id", "=", userId)
    .where("id", "!=", keepId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * After a sign-in: ends the least recently used sessions beyond the account's cap, the new one
 * always kept, and notifies the user when any ended. Returns how many ended.
 */
export async function enforceSessionCap(
  db: Kysely<Database>,
  user: NonNullable<Actor["user"]>,
  newSessionId: string,
  caps: Config["maxSessions"],
): Promise<number> {
  const cap = can({ user, ip: "" }, "view", "dashboard") ? caps.staff : caps.student;
  if (cap === 0) return 0;
  const others = await db
    .selectFrom("session")
    .select("id")
    .where("user_id", "=", user.id)
    .where("id", "!=", newSessionId)
    .orderBy("last_seen_time", "desc")
    .orderBy("create_time", "desc")
    .execute();
  const surplus = others.slice(cap - 1).map((s) => s.id);
  if (surplus.length === 0) return 0;
  await db.deleteFrom("session").where("id", "in", surplus).execute();
  await notify(db, user.id, {
    type: "SESSION_LIMIT",
    params: { count: surplus.length, max: cap },
    link: "/account",
  });
  return surplus.length;
}
