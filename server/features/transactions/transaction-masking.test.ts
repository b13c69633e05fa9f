import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTransaction, createUser } from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { maskContactsIn } from "../users/contact-masking.ts";
import { maskRawPayload, maskTransferText } from "./transaction-masking.ts";

describe("masking money for ADMIN_TRIAL", () => {
  it("keeps reference codes and the first letter of every other word", () => {
    expect(maskTransferText("HV7K3M9Q2A NGUYEN VAN AN chuyen tien")).toBe(
      "HV7K3M9Q2A N*** V*** A*** c*** t***",
    );
  });

  it("masks landlines and mobiles, however they are typed", () => {
    expect(maskContactsIn("Gọi 024 3826 4567 hoặc 0912.345.678")).not.toMatch(/3826|345/);
    expect(maskContactsIn("+84 28 3822 1234")).not.toContain("3822");
  });

  it("masks every text of a raw payload, and a payload that is not JSON", () => {
    const raw = JSON.stringify({
      id: 92704,
      accountNumber: "0123499999",
      content: "HV7K3M9Q2A TRAN THI BINH",
      data: [{ description: "lan@gmail.com" }],
    });
    const masked = maskRawPayload(raw);
    expect(masked).not.toMatch(/0123499999|TRAN|BINH|lan@/);
    expect(JSON.parse(masked)).toMatchObject({ id: 92704, content: "HV7K3M9Q2A T*** T*** B***" });
    expect(maskRawPayload("not json 0123499999")).not.toContain("0123499999");
  });
});

describe.each(engines())("transactions as ADMIN_TRIAL reads them on %s", (engine) => {
  let t: TestApp;
  const cookies = {} as Record<"admin" | "trial", { cookie: string }>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    cookies.admin = await signIn(t, (await createUser(t.db, { role: "ADMIN" })).id);
    cookies.trial = await signIn(t, (await createUser(t.db, { role: "ADMIN_TRIAL" })).id);
    await createTransaction(t.db, {
      message: "HV7K3M9Q2A PHAM MINH KHOA 0987654321",
      account_number: "0123499999",
      raw_payload: JSON.stringify({
        content: "HV7K3M9Q2A PHAM MINH KHOA",
        accountNumber: "0123499999",
      }),
    });
  });
  afterAll(() => t.close());

  const list = (who: "admin" | "trial") =>
    t.app.inject({ url: "/api/transaction/list", headers: cookies[who] });

  it("shows ADMIN the transfer as it came and ADMIN_TRIAL a masked one", async () => {
    const admin = await list("admin");
    expect(admin.json().data.items[0]).toMatchObject({
      message: "HV7K3M9Q2A PHAM MINH KHOA 0987654321",
      account_number: "0123499999",
    });
    const trial = await list("trial");
    expect(trial.statusCode).toBe(200);
    const item = trial.json().data.items[0];
    expect(item.message).toMatch(/^HV7K3M9Q2A P\*\*\* M\*\*\* K\*\*\* /);
    expect(item.account_number).toBe("01******99");
    expect(trial.body).not.toMatch(/PHAM|KHOA|0987654321|0123499999/);
  });

  it("does not let ADMIN_TRIAL search inside what it sees masked", async () => {
    const filters = encodeURIComponent(JSON.stringify([["message", "LIKE", "KHOA"]]));
    const res = await t.app.inject({
      url: `/api/transaction/list?filters=${filters}`,
      headers: cookies.trial,
    });
    expect(res.statusCode).toBe(400);
  });
});
