import type { TestApp } from "./test-app.ts";

let ipCounter = 0;
/**
 * A client address of its own, so that the per-IP limits of sign-in and registration counted
 * for one test never touch another (each test file has its own database).
 */
export const newIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/**
 * Requests of the account tests: JSON posts from a fresh address, cookies, account info. Takes
 * the test app lazily, so that it can be set up at describe level before `beforeAll` runs.
 */
export function accountClient(testApp: () => TestApp) {
  const post = (url: string, body?: unknown, options: { cookie?: string; ip?: string } = {}) =>
    testApp().app.inject({
      method: "POST",
      url,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: options.cookie ? { cookie: options.cookie } : {},
      remoteAddress: options.ip ?? newIp(),
    });
  type Answer = Awaited<ReturnType<typeof post>>;
  const sid = (res: Answer) => res.cookies.find((c) => c.name === "sid");
  return {
    post,
    /** `GET /api/account/info` as the cookie's user (401 for none). */
    info: (cookie?: string, query = "") =>
      testApp().app.inject({ url: `/api/account/info${query}`, headers: cookie ? { cookie } : {} }),
    /** The session cookie an answer set, if any. */
    sid,
    /** That cookie as a request header value; throws when the answer set none. */
    cookieOf(res: Answer): string {
      const cookie = sid(res);
      if (!cookie) throw new Error(`no session cookie in the answer (${res.statusCode})`);
      return `sid=${cookie.value}`;
    },
    /** The e-mail jobs queued for a user, payloads as stored. */
    mailJobs: (userId: number) =>
      testApp()
        .db.selectFrom("job")
        .select(["name", "payload"])
        .where("payload", "like", `%"userId":${userId}%`)
        .execute(),
  };
}
