import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUserWithPassword } from "../../../tests/factories.ts";
import { accountClient } from "../../../tests/setup/account-client.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { describeAgent } from "./devices.ts";

const AGENTS = {
  androidChrome:
    "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  iphoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  windowsEdge:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  macFirefox: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0",
};

it("names a device by its browser and system", () => {
  expect(describeAgent(AGENTS.androidChrome)).toEqual({
    browser: "Chrome 131",
    system: "Android 14",
  });
  expect(describeAgent(AGENTS.windowsEdge).browser).toBe("Microsoft Edge 131");
  expect(describeAgent(null)).toEqual({ browser: null, system: null });
});

describe.each(engines())("signed-in devices on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { MAX_SESSIONS_PER_USER: "3" } });
  });
  afterAll(() => t.close());

  const { cookieOf, info } = accountClient(() => t);
  const signInWith = async (email: string, agent: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      payload: { email, password: "mat-khau-thiet-bi" },
      headers: { "user-agent": agent },
    });
    expect(res.statusCode).toBe(200);
    return cookieOf(res);
  };
  const devices = (cookie: string) =>
    t.app.inject({ url: "/api/account/devices?locale=en", headers: { cookie } });
  const post = (url: string, cookie: string, payload?: object) =>
    t.app.inject({ method: "POST", url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it("keeps a student to 3 devices: the least recently used is signed out and told", async () => {
    const student = await createUserWithPassword(t.db, "mat-khau-thiet-bi");
    const first = await signInWith(student.email, AGENTS.androidChrome);
    const second = await signInWith(student.email, AGENTS.iphoneSafari);
    const third = await signInWith(student.email, AGENTS.windowsEdge);
    expect((await info(first)).statusCode).toBe(200);
    const fourth = await signInWith(student.email, AGENTS.macFirefox);

    expect((await info(first)).statusCode).toBe(401);
    for (const cookie of [second, third, fourth]) expect((await info(cookie)).statusCode).toBe(200);
    const notices = await t.db
      .selectFrom("notification")
      .select(["type", "body"])
      .where("user_id", "=", student.id)
      .execute();
    expect(notices.map((n) => n.type)).toEqual(["SESSION_LIMIT"]);

    const list = (await devices(fourth)).json().data;
    expect(list).toHaveLength(3);
    expect(list.find((d: { current: boolean }) => d.current)).toMatchObject({
      browser: "Firefox 132",
      system: "macOS 14",
    });
  });

  it("signs out one device, then every other", async () => {
    const student = await createUserWithPassword(t.db, "mat-khau-thiet-bi");
    const phone = await signInWith(student.email, AGENTS.androidChrome);
    const laptop = await signInWith(student.email, AGENTS.windowsEdge);
    const tablet = await signInWith(student.email, AGENTS.iphoneSafari);
    const phoneId = (await devices(laptop))
      .json()
      .data.find((d: { browser: string }) => d.browser === "Chrome 131").id;

    const one = await post("/api/account/devices/sign-out?locale=en", laptop, { id: phoneId });
    expect(one.json().data.message).toBe("The device has been signed out");
    expect((await info(phone)).statusCode).toBe(401);
    // Someone else's session, or one already gone, is not found.
    expect((await post("/api/account/devices/sign-out", laptop, { id: phoneId })).statusCode).toBe(
      404,
    );

    const others = await post("/api/account/devices/sign-out-others?locale=en", laptop);
    expect(others.json().data.message).toBe("Signed out of 1 other devices");
    expect((await info(tablet)).statusCode).toBe(401);
    expect((await info(laptop)).statusCode).toBe(200);
  });

  it("does not cap staff by default", async () => {
    const manager = await createUserWithPassword(t.db, "mat-khau-thiet-bi", {
      role: "CONTENT_MANAGER",
    });
    const cookies = [];
    for (const agent of Object.values(AGENTS)) cookies.push(await signInWith(manager.email, agent));
    for (const cookie of cookies) expect((await info(cookie)).statusCode).toBe(200);
  });

  it("never lets a user end another user's session", async () => {
    const a = await createUserWithPassword(t.db, "mat-khau-thiet-bi");
    const b = await createUserWithPassword(t.db, "mat-khau-thiet-bi");
    const aCookie = await signInWith(a.email, AGENTS.androidChrome);
    const bCookie = await signInWith(b.email, AGENTS.windowsEdge);
    const bId = (await devices(bCookie)).json().data[0].id;
    expect((await post("/api/account/devices/sign-out", aCookie, { id: bId })).statusCode).toBe(
      404,
    );
    expect((await info(bCookie)).statusCode).toBe(200);
  });
});
