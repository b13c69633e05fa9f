import type { Kysely } from "kysely";
import { nowIso } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";

type Db = Kysely<Database>;

/** The columns a notification is sent with (shared/schemas/notifications.ts). */
const COLUMNS = ["id", "type", "title", "body", "link", "read_time", "create_time"] as const;

/** Every query here is limited to one user's notifications: ids of others' reveal nothing. */
const own = (db: Db, userId: number) => db.selectFrom("notification").where("user_id", "=", userId);

/** A page of the user's notifications, newest first, and how many they have. */
export async function notificationPage(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
) {
  const [items, total] = await Promise.all([
    own(db, userId)
      .select(COLUMNS)
      .orderBy("create_time", "desc")
      .orderBy("id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    own(db, userId)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: total.n };
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await own(db, userId)
    .where("read_time", "is", null)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * Marks one of the user's notifications read and returns it; undefined when it is not theirs.
 * A notification read before keeps the time it was first read.
 */
export async function markRead(db: Db, userId: number, id: number) {
  await db
    .updateTable("notification")
    .set({ read_time: nowIso() })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("read_time", "is", null)
    .execute();
  return own(db, userId).select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** Marks all the user's unread notifications read; how many there were. */
export async function markAllRead(db: Db, userId: number): Promise<number> {
  const result = await db
    .updateTable("notification")
    .set({ read_time: nowIso() })
    .where("user_id", "=", userId)
    .where("read_time", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
