import { createSession, SESSION_COOKIE } from "../../server/features/auth/sessions.ts";
import type { TestApp } from "./test-app.ts";

/**
 * Signs a user in the way the server does (a session row), without going through the sign-in
 * form or its rate limits. Returns the headers a request of that user carries.
 */
export async function signIn(t: TestApp, userId: number): Promise<{ cookie: string }> {
  const { cookieValue } = await createSession(t.db, userId, { ip: "127.0.0.1", userAgent: "test" });
  return { cookie: `${SESSION_COOKIE}=${cookieValue}` };
}
