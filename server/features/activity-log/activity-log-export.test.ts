import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { csvCell } from "./activity-log-csv.ts";

describe.each(engines())("activity log diff and CSV export on %s", (engine) => {
  let t: TestApp;
  let admin: { id: number; email: string };
  let adminCookie: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await createUser(t.db, { role: "ADMIN", email: "chu@hocviet.vn" });
    adminCookie = await signIn(t, admin.id);
  });
  afterAll(() => t.close());

  const filters = (list: unknown[]) => encodeURIComponent(JSON.stringify(list));

  it("shows a role change with the record and its values before and after", async () => {
    const student = await createUser(t.db, { email: "lan.nguyen@gmail.com" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/update-role",
      headers: adminCookie,
      payload: { userId: student.id, role: "CONTENT_WRITER" },
    });
    expect(res.statusCode).toBe(200);
    const list = await t.app.inject({
      url: `/api/activity_log/list?filters=${filters([
        ["table_name", "=", "user"],
        ["record_id", "=", student.id],
        ["type", "=", "UPDATE"],
      ])}`,
      headers: adminCookie,
    });
    expect(list.statusCode).toBe(200);
    const [entry] = list.json().data.items;
    expect(entry).toMatchObject({
      user_email: admin.email,
      record_id: student.id,
      changes: [
        {
          id: student.id,
          before: expect.objectContaining({ role: "CLIENT" }),
          after: expect.objectContaining({ role: "CONTENT_WRITER" }),
        },
      ],
    });

    // ADMIN_TRIAL reads the same entry with the e-mail inside the values masked.
    const trial = await createUser(t.db, { role: "ADMIN_TRIAL" });
    const masked = await t.app.inject({
      url: `/api/activity_log/list?filters=${filters([["record_id", "=", student.id]])}`,
      headers: await signIn(t, trial.id),
    });
    expect(JSON.stringify(masked.json().data.items)).not.toContain("lan.nguyen@gmail.com");
  });

  it("exports the filtered log as CSV, newest first, across pages", async () => {
    for (let i = 0; i < 130; i++) await createUser(t.db, { email: `csv${i}@example.com` });
    const res = await t.app.inject({
      url: `/api/activity_log/export.csv?filters=${filters([
        ["table_name", "=", "user"],
        ["type", "=", "INSERT"],
      ])}`,
      headers: adminCookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="activity-log-/);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "id,log_time,user_email,actor_kind,type,table_name,record_id,ip,affected_rows,query_statement,query_values,changes",
    );
    const inserts = lines.slice(1);
    expect(inserts.length).toBeGreaterThanOrEqual(132);
    expect(inserts[0]).toContain("csv129@example.com");
    const ids = inserts.map((line) => Number(line.split(",")[0]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("refuses the export to who may not read the log, and a bad filter with 400", async () => {
    const manager = await createUser(t.db, { role: "CONTENT_MANAGER" });
    const refused = await t.app.inject({
      url: "/api/activity_log/export.csv",
      headers: await signIn(t, manager.id),
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.app.inject({
      url: `/api/activity_log/export.csv?filters=${filters([["nope", "=", 1]])}`,
      headers: adminCookie,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("quotes cells and defuses spreadsheet formulas", () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell(null)).toBe("");
    expect(csvCell(["x", 1])).toBe('"[""x"",1]"');
  });
});
