import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The real start-up in a child process: migrations, the first admin printed once, listening,
 * and a graceful stop on SIGTERM.
 */
const root = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(tmpdir(), "hocviet-main-"));
const port = 20_000 + Math.floor(Math.random() * 20_000);

function start(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes("is running at")) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    child.once("exit", (code) => {
      clearInterval(timer);
      reject(new Error(`exited with ${code}: ${output}`));
    });
  });
  return { child, ready, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("server start-up", () => {
  it("creates the first admin once, serves, and stops gracefully on SIGTERM", async () => {
    const first = start();
    await first.ready;
    const printed = first.output().match(/Admin account: (\S+) {2}password: ([a-zA-Z2-9]{16})/);
    expect(printed?.[1]).toBe("admin@example.com");
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    // What a newcomer does next: sign in with the printed account.
    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: printed?.[1], password: printed?.[2] }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const answer = (await signIn.json()) as { data: { account: { user: { role: string } } } };
    expect(answer.data.account.user.role).toBe("ADMIN");
    first.child.kill("SIGTERM");
    expect(await exited(first.child)).toBe(0);

    const second = start();
    await second.ready;
    expect(second.output()).not.toContain("Admin account");
    second.child.kill("SIGTERM");
    expect(await exited(second.child)).toBe(0);
  }, 60_000);

  it("refuses a bad configuration with one clear line", async () => {
    const bad = start({ PORT: "not-a-port" });
    await expect(bad.ready).rejects.toThrow(/PORT="not-a-port": expected a port number/);
  }, 30_000);
});
