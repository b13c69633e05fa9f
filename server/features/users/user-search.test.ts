import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../tests/factories.ts";
import { listQueryString } from "../../../tests/setup/query-string.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";

// User management's list (issue 18): search without the marks, filters by role, status and
// the days of sign-up in GMT+07:00, and ADMIN_TRIAL seeing the same users with masked contacts.

describe.each(engines())("user management search and filters on %s", (engine) => {
  let t: TestApp;
  let admin: { cookie: string };
  let trial: { cookie: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signIn(t, (await createUser(t.db, { role: "ADMIN" })).id);
    trial = await signIn(t, (await createUser(t.db, { role: "ADMIN_TRIAL" })).id);
    const people = [
      // 23:30 UTC on 9 March is 06:30 on 10 March in Hanoi.
      [
        "an",
        "Nguyễn Văn Ân",
        "an.nguyen@gmail.com",
        "CLIENT",
        "ACTIVE",
        "2025-03-09T23:30:00.000Z",
      ],
      [
        "dung",
        "Trần Thị Dung",
        "dung.tran@gmail.com",
        "CLIENT",
        "BANNED",
        "2025-03-10T05:00:00.000Z",
      ],
      [
        "duc",
        "Đỗ Minh Đức",
        "duc.do@gmail.com",
        "CONTENT_WRITER",
        "ACTIVE",
        "2025-03-12T05:00:00.000Z",
      ],
    ] as const;
    for (const [key, full_name, email, role, status, create_time] of people) {
      const user = await createUser(t.db, {
        full_name,
        email,
        role,
        status,
        create_time,
        phone: "0912345678",
      });
      ids[key] = user.id;
    }
  });
  afterAll(() => t.close());

  const list = async (params: Record<string, unknown>, headers = admin) => {
    const res = await t.app.inject({
      url: `/api/user/list?${listQueryString({ limit: 50, ...params })}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items as Array<{ id: number; email: string; phone: string | null }>;
  };
  const idsOf = (items: { id: number }[]) => items.map((u) => u.id).sort((a, b) => a - b);

  it("finds a name typed without its marks, or with them, đ as d", async () => {
    expect(idsOf(await list({ search: "nguyen van an" }))).toEqual([ids.an]);
    expect(idsOf(await list({ search: "Nguyễn Văn Ân" }))).toEqual([ids.an]);
    expect(idsOf(await list({ search: "do minh duc" }))).toEqual([ids.duc]);
    expect(idsOf(await list({ search: "tran thi" }))).toEqual([ids.dung]);
  });

  it("filters by role, by status and by the days of sign-up in GMT+07:00", async () => {
    const ours = (items: { id: number }[]) =>
      idsOf(items).filter((id) => Object.values(ids).includes(id));
    expect(ours(await list({ filters: [["role", "=", "CONTENT_WRITER"]] }))).toEqual([ids.duc]);
    expect(ours(await list({ filters: [["status", "=", "BANNED"]] }))).toEqual([ids.dung]);
    // 10 March in Hanoi: from 2025-03-09T17:00Z to 2025-03-10T17:00Z.
    const tenth = [
      ["create_time", ">=", "2025-03-09T17:00:00.000Z"],
      ["create_time", "<", "2025-03-10T17:00:00.000Z"],
    ];
    expect(ours(await list({ filters: tenth }))).toEqual([ids.an, ids.dung]);
  });

  it("shows ADMIN_TRIAL the same users with the e-mail and phone masked", async () => {
    const [shown] = await list({ search: "nguyen van an" }, trial);
    expect(shown?.id).toBe(ids.an);
    expect(shown?.email).not.toBe("an.nguyen@gmail.com");
    expect(shown?.email).toMatch(/\*/);
    expect(shown?.phone).not.toBe("0912345678");
    const [full] = await list({ search: "nguyen van an" });
    expect(full?.email).toBe("an.nguyen@gmail.com");
    expect(full?.phone).toBe("0912345678");
  });
});
