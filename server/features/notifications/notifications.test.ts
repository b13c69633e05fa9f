import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPrice } from "../../../shared/format.ts";
import { createNotification, createUser } from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { isoAfter } from "../../db/dialect.ts";
import { notify, notifyAdmins, notifyRoles } from "./notify.ts";

describe.each(engines())("notifications on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const post = (url: string, cookie: string, body?: unknown) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { cookie },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const rowsOf = (userId: number) =>
    t.db
      .selectFrom("notification")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute();

  describe("notify", () => {
    it("writes the title and body in the recipient's language when it is created", async () => {
      const vi = await createUser(t.db, { locale: "vi" });
      const en = await createUser(t.db, { locale: "en" });
      for (const user of [vi, en]) {
        await notify(t.db, user.id, {
          type: "ENROLLMENT_ACTIVATED",
          params: { course: "Lập trình web" },
          link: "/learning/7",
        });
      }
      expect(await rowsOf(vi.id)).toMatchObject([
        {
          type: "ENROLLMENT_ACTIVATED",
          title: "Ghi danh đã được kích hoạt",
          body: "Bạn đã có thể bắt đầu học “Lập trình web”.",
          link: "/learning/7",
          read_time: null,
        },
      ]);
      expect(await rowsOf(en.id)).toMatchObject([
        { title: "Enrollment activated", body: "You can now start learning “Lập trình web”." },
      ]);
    });

    it("words a parameter per recipient, and reaches admins or a role", async () => {
      const adminVi = await createUser(t.db, { role: "ADMIN", locale: "vi" });
      const adminEn = await createUser(t.db, { role: "ADMIN", locale: "en" });
      const manager = await createUser(t.db, { role: "CONTENT_MANAGER", locale: "en" });
      const trial = await createUser(t.db, { role: "ADMIN_TRIAL" });
      await notifyAdmins(t.db, {
        type: "PAYMENT_RECEIVED",
        params: {
          amount: (locale) => formatPrice(1_250_000, locale),
          reference: "HV7K3M9Q2",
          name: "Lê Văn Tám",
        },
      });
      const [vi] = await rowsOf(adminVi.id);
      const [en] = await rowsOf(adminEn.id);
      expect(vi?.body).toBe(
        `Đã nhận ${formatPrice(1_250_000, "vi")} cho đơn hàng HV7K3M9Q2 của Lê Văn Tám.`,
      );
      expect(en?.body).toBe(
        `${formatPrice(1_250_000, "en")} received for order HV7K3M9Q2 of Lê Văn Tám.`,
      );
      expect(vi?.body).not.toBe(en?.body);
      expect(await rowsOf(manager.id)).toEqual([]);
      expect(await rowsOf(trial.id)).toEqual([]);

      await notifyRoles(t.db, ["CONTENT_MANAGER"], {
        type: "ARTICLE_SUBMITTED",
        params: { name: "Cao Thị Mơ", article: "Học tiếng Anh" },
      });
      expect(await rowsOf(manager.id)).toMatchObject([
        {
          title: "Article submitted for review",
          body: "Cao Thị Mơ has submitted “Học tiếng Anh” for publication.",
        },
      ]);
    });
  });

  describe("API", () => {
    it("lists only my notifications, newest first, a page at a time", async () => {
      const me = await createUser(t.db);
      const other = await createUser(t.db);
      const times = [3, 1, 2].map((h) => isoAfter(-h * 3_600_000));
      const mine = [];
      for (const create_time of times)
        mine.push(await createNotification(t.db, { user_id: me.id, create_time }));
      await createNotification(t.db, { user_id: other.id });
      const { cookie } = await signIn(t, me.id);

      const page = await get("/api/notification/list?limit=2", cookie);
      expect(page.statusCode).toBe(200);
      const { items, total } = page.json().data;
      expect(total).toBe(3);
      expect(items.map((n: { id: number }) => n.id)).toEqual([mine[1]!.id, mine[2]!.id]);
      expect(Object.keys(items[0]).sort()).toEqual(
        ["body", "create_time", "id", "link", "read_time", "title", "type"].sort(),
      );
      const next = await get("/api/notification/list?limit=2&offset=2", cookie);
      expect(next.json().data.items.map((n: { id: number }) => n.id)).toEqual([mine[0]!.id]);
      expect((await get("/api/notification/list?limit=0", cookie)).statusCode).toBe(400);
      expect((await get("/api/notification/list")).statusCode).toBe(401);
    });

    it("counts, marks one and marks all read; only the owner can", async () => {
      const me = await createUser(t.db);
      const other = await createUser(t.db);
      const a = await createNotification(t.db, { user_id: me.id });
      const b = await createNotification(t.db, { user_id: me.id });
      await createNotification(t.db, { user_id: me.id, read_time: isoAfter(-60_000) });
      const theirs = await createNotification(t.db, { user_id: other.id });
      const { cookie } = await signIn(t, me.id);
      const unread = async () =>
        (await get("/api/notification/unread-count", cookie)).json().data.count;

      expect(await unread()).toBe(2);
      const read = await post("/api/notification/read", cookie, { id: a.id });
      expect(read.statusCode).toBe(200);
      expect(read.json().data).toMatchObject({ id: a.id, read_time: expect.any(String) });
      const firstRead = read.json().data.read_time;
      expect(await unread()).toBe(1);
      // Reading again keeps the first time.
      expect(
        (await post("/api/notification/read", cookie, { id: a.id })).json().data.read_time,
      ).toBe(firstRead);

      const foreign = await post("/api/notification/read?locale=en", cookie, { id: theirs.id });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.message).toBe("Content not found");
      expect((await rowsOf(other.id))[0]?.read_time).toBeNull();

      const all = await post("/api/notification/read-all", cookie);
      expect(all.json().data).toEqual({ count: 1 });
      expect(await unread()).toBe(0);
      expect((await rowsOf(other.id))[0]?.read_time).toBeNull();
      expect((await rowsOf(me.id)).find((n) => n.id === b.id)?.read_time).not.toBeNull();
    });
  });
});
