import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTransaction, createUser } from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";

const ENV = {
  BANK_NAME: "Vietcombank",
  BANK_BIN: "970436",
  BANK_ACCOUNT_NAME: "CONG TY HOC VIET",
  BANK_ACCOUNT_NUMBER: "0123456789",
  // Nothing listens on port 1: configured, not reachable.
  SMTP_URL: "smtp://mailer:mat-khau-bi-mat@127.0.0.1:1",
  SEPAY_API_KEY: "khoa-sepay-bi-mat",
  GA4_ID: "G-TEST123",
};

describe.each(engines())("configuration health on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: ENV });
  });
  afterAll(() => t.close());

  it("tells the owner what is set and what answers, without a secret", async () => {
    await createTransaction(t.db, {
      provider: "SEPAY",
      create_time: "2026-11-20T03:00:00.000Z",
      actor_kind: "WEBHOOK",
    });
    const admin = await createUser(t.db, { role: "ADMIN" });
    const res = await t.app.inject({
      url: "/api/settings/health",
      headers: await signIn(t, admin.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      bank: { configured: true, demo: false, bankName: "Vietcombank", accountEnding: "6789" },
      smtp: { configured: true, server: "127.0.0.1:1", reachable: false },
      webhooks: [
        { provider: "SEPAY", configured: true, lastReceived: "2026-11-20T03:00:00.000Z" },
        { provider: "CASSO", configured: false, lastReceived: null },
      ],
      tracking: { ga4Id: "G-TEST123", metaPixelId: null },
      database: engine,
    });
    expect(res.body).not.toContain("mat-khau-bi-mat");
    expect(res.body).not.toContain("khoa-sepay-bi-mat");
    expect(res.body).not.toContain("0123456789");
  });

  it("shows it to ADMIN_TRIAL too, and to no content role", async () => {
    const trial = await createUser(t.db, { role: "ADMIN_TRIAL" });
    const manager = await createUser(t.db, { role: "CONTENT_MANAGER" });
    const get = async (id: number) =>
      (await t.app.inject({ url: "/api/settings/health", headers: await signIn(t, id) }))
        .statusCode;
    expect(await get(trial.id)).toBe(200);
    expect(await get(manager.id)).toBe(403);
  });
});
