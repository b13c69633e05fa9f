import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.ts";
import { engines } from "../../tests/setup/test-db.ts";
import { deliverMail, linkIn, parseMessage } from "../../tests/setup/test-smtp.ts";
import { renderActionMail } from "./templates.ts";

describe("account e-mail templates", () => {
  const input = {
    siteName: "Học Việt",
    siteOrigin: "https://hoc.example.vn",
    name: "Nguyễn <b>Văn</b> A",
    link: "https://hoc.example.vn/reset-password?token=abc&x=1",
    hours: 1,
  };

  it("writes plain text and HTML in the recipient's language, branded with the site name", () => {
    const vi = renderActionMail("reset-password", { ...input, locale: "vi" });
    const en = renderActionMail("reset-password", { ...input, locale: "en" });
    expect(vi.subject).toBe("Đặt lại mật khẩu Học Việt");
    expect(en.subject).toBe("Reset your Học Việt password");
    expect(vi.text).toContain("Xin chào Nguyễn <b>Văn</b> A,");
    expect(en.text).toContain("Hello Nguyễn <b>Văn</b> A,");
    expect(en.text).toContain(`Reset password: ${input.link}`);
    expect(en.text).toContain("This link is valid for 1 hour(s) and can be used once.");
    expect(en.text).toContain("This email was sent by Học Việt (https://hoc.example.vn).");
    expect(vi.html).toContain('<html lang="vi">');
    expect(en.html).toContain(">Học Việt</td>");
  });

  it("never lets a name or a link become markup", () => {
    const { html } = renderActionMail("verify-email", { ...input, locale: "en", hours: 24 });
    expect(html).toContain("Hello Nguyễn &lt;b&gt;Văn&lt;/b&gt; A,");
    expect(html).not.toContain("<b>Văn</b>");
    expect(html).toContain('href="https://hoc.example.vn/reset-password?token=abc&amp;x=1"');
  });
});

describe.each(engines())("e-mail without SMTP on %s", (engine) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "hv-outbox-"));
    t = await createTestApp(engine, { env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes a readable .eml to DATA_DIR/outbox and logs its path in one line, never the token", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register?locale=en",
      payload: {
        fullName: "Đặng Thu Trang",
        email: "trang@example.vn",
        password: "thu-trang-2026",
      },
    });
    expect(res.statusCode).toBe(200);
    const lines: Array<{ fields: Record<string, unknown>; message: string }> = [];
    const logger = {
      info: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }),
      warn() {},
      error() {},
    };
    expect(await deliverMail(t, logger)).toBe(1);

    const outbox = path.join(dataDir, "outbox");
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(path.join(outbox, files[0]!), "utf8");
    expect(raw).toMatch(/^To: trang@example\.vn$/m);
    expect(raw).toMatch(/^From: .*no-reply@localhost>?$/m);
    const mail = parseMessage(raw);
    expect(mail.subject).toBe("Verify your email for Học Việt");
    expect(mail.text).toContain("Hello Đặng Thu Trang,");
    const link = linkIn({ ...mail, to: [], from: "", raw });
    expect(link.pathname).toBe("/verify-email");
    expect(mail.html).toContain("Verify email");

    const token = link.searchParams.get("token") ?? "";
    expect(token.length).toBeGreaterThan(20);
    expect(JSON.stringify(lines)).not.toContain(token);
    const printed = lines.filter((l) => l.message.includes(files[0]!));
    expect(printed).toHaveLength(1);
    expect(printed[0]?.message).not.toContain("\n");
    expect(printed[0]?.message).toContain("/verify-email?token=[redacted]");
    expect(printed[0]?.fields).toMatchObject({ to: "trang@example.vn" });

    // The link works: the .eml is the message a real server would have carried.
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/auth/verify-email",
      payload: { token: link.searchParams.get("token") },
    });
    expect(verified.statusCode).toBe(200);
  });
});
