import { createHash, randomBytes } from "node:crypto";
import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Role, UserStatus } from "../../../shared/constants.ts";
import { SESSION_ABSOLUTE_DAYS, SESSION_IDLE_DAYS } from "../../../shared/constants.ts";
import { isoAfter, nowIso } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { enforceSessionCap } from "../account/devices.ts";

/**
 * Server-side sessions (docs/product/accounts.md): the cookie holds a random 256-bit id, the
 * table holds only its SHA-256, so a leaked database cannot be replayed as cookies. Idle
 * timeout 30 days, absolute 90 days; a new id at every sign-in.
 */

export const SESSION_COOKIE = "sid";
const DAY_MS = 86_400_000;
/** Writing last_seen_time on every request would turn reads into writes; once an hour is enough. */
const TOUCH_EVERY_MS = 3_600_000;

export interface SessionUser {
  id: number;
  email: string;
  role: Role;
  status: UserStatus;
  locale: string;
}

export const hashSessionId = (cookieValue: string) =>
  createHash("sha256").update(cookieValue).digest("hex");

export async function createSession(
  db: Kysely<Database>,
  userId: number,
  client: { ip: string; userAgent: string | undefined },
): Promise<{ cookieValue: string; expireTime: string }> {
  const cookieValue = randomBytes(32).toString("base64url");
  const now = nowIso();
  const expireTime = isoAfter(SESSION_ABSOLUTE_DAYS * DAY_MS);
  await db
    .insertInto("session")
    .values({
      id: hashSessionId(cookieValue),
      user_id: userId,
      create_time: now,
      last_seen_time: now,
      expire_time: expireTime,
      ip: client.ip,
      user_agent: client.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
  return { cookieValue, expireTime };
}

/** The signed-in user of a cookie, or null for an unknown, expired or idle session. */
export async function readSession(
  db: Kysely<Database>,
  cookieValue: string,
): Promise<SessionUser | null> {
  const id = hashSessionId(cookieValue);
  const now = Date.now();
  const row = await db
    .selectFrom("session")
    .innerJoin("user", "user.id", "session.user_id")
    .select([
      "session.last_seen_time",
      "session.expire_time",
      "user.id",
      "user.email",
      "user.role",
      "user.status",
      "user.locale",
    ])
    .where("session.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const lastSeen = Date.parse(row.last_seen_time);
  const ended =
    Date.parse(row.expire_time) <= now ||
    lastSeen + SESSION_IDLE_DAYS * DAY_MS <= now ||
    row.status === "INACTIVE" ||
    row.status === "BANNED";
  if (ended) {
    await db.deleteFrom("session").where("id", "=", id).execute();
    return null;
  }
  if (now - lastSeen > TOUCH_EVERY_MS) {
    await db
      .updateTable("session")
      .set({ last_seen_time: nowIso() })
      .where("id", "=", id)
      .execute();
  }
  return { id: row.id, email: row.email, role: row.role, status: row.status, locale: row.locale };
}

export async function deleteSession(db: Kysely<Database>, cookieValue: string): Promise<void> {
  await db.deleteFrom("session").where("id", "=", hashSessionId(cookieValue)).execute();
}

/** Ends every session of a user: password, e-mail or role change, INACTIVE or BANNED. */
export async function endAllSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom("session").where("user_id", "=", userId).execute();
}

/**
 * The session cookie: HttpOnly, SameSite=Lax, whole site, Secure when the site is served over
 * https, kept by the browser for the session's absolute lifetime (the server ends it earlier
 * when idle).
 */
export function sessionCookieOptions(siteOrigin: string): CookieSerializeOptions {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: siteOrigin.startsWith("https:"),
    maxAge: (SESSION_ABSOLUTE_DAYS * DAY_MS) / 1000,
  };
}

/**
 * Signs a user in on this browser: the session the request came with ends (a new id at every
 * sign-in, so a planted cookie is worthless), a new one starts and its cookie is set, and the
 * account's oldest devices beyond its cap are signed out (account/devices.ts).
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
): Promise<void> {
  const { db, config } = request.server;
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(db, previous);
  const { cookieValue } = await createSession(db, user.id, {
    ip: request.ip,
    userAgent: request.headers["user-agent"],
  });
  await enforceSessionCap(db, user, hashSessionId(cookieValue), config.maxSessions);
  reply.setCookie(SESSION_COOKIE, cookieValue, sessionCookieOptions(config.siteOrigin));
}

/** The stored id (hash) of the session the request came with, or null. */
export function currentSessionId(request: FastifyRequest): string | null {
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? hashSessionId(cookie) : null;
}

/** Tells the browser to forget its session cookie (after the row was deleted). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const { maxAge: _, ...options } = sessionCookieOptions(request.server.config.siteOrigin);
  reply.clearCookie(SESSION_COOKIE, options);
}

/** The signed-in user of a request, or 401 (for handlers behind `SIGNED_IN`). */
export function sessionUser(request: FastifyRequest): SessionUser {
  const user = request.actor.user;
  if (!user) throw new AppError("UNAUTHENTICATED", "errors.UNAUTHENTICATED");
  return user;
}
