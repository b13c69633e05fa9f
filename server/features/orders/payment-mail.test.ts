import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourse, createOrder, createUser } from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { startTestSmtp, type TestSmtp } from "../../../tests/setup/test-smtp.ts";
import { createEnrollmentMailJob } from "../../jobs/enrollment-mail.ts";
import { createJobRunner } from "../../jobs/queue.ts";
import { renderEnrolledMail } from "../../mail/enrolled-mail.ts";
import { sepayBody } from "../webhooks/fixtures/bodies.ts";

const ACCOUNT = "0123499999";
const silent = { info() {}, warn() {}, error() {} };

describe("enrolled e-mail template", () => {
  const input = {
    siteName: "Học Việt",
    siteOrigin: "https://hoc.example.vn",
    name: "Trần <i>Bình</i>",
    reference: "HV7K3M9Q2X",
    courses: [{ name: "Excel <nâng cao>", link: "https://hoc.example.vn/learning/12?a=1&b=2" }],
  };

  it("says so in the student's language, with each course's Learn now link", () => {
    const en = renderEnrolledMail({ ...input, locale: "en" });
    const vi = renderEnrolledMail({ ...input, locale: "vi" });
    expect(en.subject).toBe("You have successfully enrolled in the course");
    expect(vi.subject).toBe("Bạn đã đăng ký khóa học thành công");
    expect(en.text).toContain("We have received your payment for order HV7K3M9Q2X.");
    expect(en.text).toContain("Learn now: https://hoc.example.vn/learning/12?a=1&b=2");
    expect(vi.text).toContain("Vào học ngay: https://hoc.example.vn/learning/12");
    expect(renderEnrolledMail({ ...input, locale: "en", reference: null }).text).toContain(
      "You have been enrolled",
    );
  });

  it("never lets a name, a course name or a link become markup", () => {
    const { html } = renderEnrolledMail({ ...input, locale: "en" });
    expect(html).toContain("Trần &lt;i&gt;Bình&lt;/i&gt;");
    expect(html).toContain("Excel &lt;nâng cao&gt;");
    expect(html).toContain('href="https://hoc.example.vn/learning/12?a=1&amp;b=2"');
    expect(html).not.toContain("<i>Bình</i>");
  });
});

describe.each(engines())("the e-mail after payment on %s", (engine) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(engine, {
      env: {
        SEPAY_API_KEY: "k",
        BANK_NAME: "Vietcombank",
        BANK_BIN: "970436",
        BANK_ACCOUNT_NAME: "CONG TY HOC VIET",
        BANK_ACCOUNT_NUMBER: ACCOUNT,
        SMTP_URL: smtp.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function deliver(): Promise<number> {
    const runner = createJobRunner({
      db: t.db,
      jobs: [createEnrollmentMailJob(() => t.config)],
      logger: silent,
      retryDelayMs: () => 0,
    });
    let total = 0;
    for (let ran = await runner.runOnce(); ran > 0; ran = await runner.runOnce()) total += ran;
    return total;
  }

  it("sends the student one 'You have successfully enrolled in the course', however often the bank retries", async () => {
    const student = await createUser(t.db, { locale: "en", email: "binh@example.vn" });
    const course = await createCourse(t.db, { name: "Tin học văn phòng", price: 200_000 });
    const order = await createOrder(t.db, {
      user_id: student.id,
      lines: [{ course_id: course.id, fee: 200_000 }],
    });
    const body = sepayBody({
      id: 77_001,
      message: order.reference_code,
      amount: 200_000,
      accountNumber: ACCOUNT,
    });
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/webhooks/sepay",
        headers: { authorization: "Apikey k", "content-type": "application/json" },
        payload: body,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await deliver()).toBe(1);
    const mail = smtp.lastTo("binh@example.vn");
    expect(mail?.subject).toBe("You have successfully enrolled in the course");
    expect(mail?.text).toContain("Hello");
    expect(mail?.text).toContain(order.reference_code);
    expect(mail?.text).toContain("Tin học văn phòng");
    expect(mail?.text).toContain(`${t.config.siteOrigin}/learning/${course.id}`);
    expect(smtp.mails.filter((m) => m.to.includes("binh@example.vn"))).toHaveLength(1);
  });

  it("writes to a student in Vietnamese when that is their language, also when an admin enrols them", async () => {
    const admin = await createUser(t.db, { role: "ADMIN" });
    const student = await createUser(t.db, { locale: "vi", email: "an@example.vn" });
    const course = await createCourse(t.db);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/enrollment/create",
      headers: await signIn(t, admin.id),
      payload: { userId: student.id, courseId: course.id },
    });
    expect(res.statusCode).toBe(200);
    expect(await deliver()).toBe(1);
    const mail = smtp.lastTo("an@example.vn");
    expect(mail?.subject).toBe("Bạn đã đăng ký khóa học thành công");
    expect(mail?.text).toContain("Bạn đã được ghi danh");
  });
});
