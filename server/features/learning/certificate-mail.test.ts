import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCourse,
  createEnrollment,
  createLesson,
  createUser,
} from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { startTestSmtp, type TestSmtp } from "../../../tests/setup/test-smtp.ts";
import { createCertificateMailJob } from "../../jobs/certificate-mail.ts";
import { createJobRunner } from "../../jobs/queue.ts";
import { renderCertificateMail } from "../../mail/certificate-mail.ts";

const silent = { info() {}, warn() {}, error() {} };

describe("certificate e-mail template", () => {
  const input = {
    siteName: "Học Việt",
    siteOrigin: "https://hoc.example.vn",
    name: "Trần <i>Bình</i>",
    course: "Excel <nâng cao>",
    link: "https://hoc.example.vn/certificates/abcdefghijkmnpqr",
  };

  it("says so in the student's language, with the certificate's link, never as markup", () => {
    const en = renderCertificateMail({ ...input, locale: "en" });
    const vi = renderCertificateMail({ ...input, locale: "vi" });
    expect(en.subject).toBe("Your certificate of completion: Excel <nâng cao>");
    expect(vi.subject).toBe("Chứng chỉ hoàn thành khóa học: Excel <nâng cao>");
    expect(en.text).toContain(`View certificate: ${input.link}`);
    expect(vi.text).toContain(`Xem chứng chỉ: ${input.link}`);
    expect(en.html).toContain("Trần &lt;i&gt;Bình&lt;/i&gt;");
    expect(en.html).not.toContain("<i>Bình</i>");
  });
});

describe.each(engines())("the certificate e-mail on %s", (engine) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(engine, { env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("reaches the student once, in their language, when they finish the last lesson", async () => {
    const student = await createUser(t.db, { locale: "vi", email: "an@example.vn" });
    const course = await createCourse(t.db, { visibility: "PUBLIC", name: "Tin học văn phòng" });
    const lesson = await createLesson(t.db, { course_id: course.id, type: "TEXT" });
    await createEnrollment(t.db, { user_id: student.id, course_id: course.id });
    const headers = await signIn(t, student.id);
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/learning/progress",
        headers,
        payload: { lessonId: lesson.id, positionSeconds: 0, event: "opened" },
      });
      expect(response.json().data.enrollmentStatus).toBe("COMPLETED");
    }
    const runner = createJobRunner({
      db: t.db,
      jobs: [createCertificateMailJob(() => t.config)],
      logger: silent,
      retryDelayMs: () => 0,
    });
    let sent = 0;
    for (let ran = await runner.runOnce(); ran > 0; ran = await runner.runOnce()) sent += ran;
    expect(sent).toBe(1);
    const mail = smtp.lastTo("an@example.vn");
    expect(mail?.subject).toBe("Chứng chỉ hoàn thành khóa học: Tin học văn phòng");
    const { code } = await t.db
      .selectFrom("certificate")
      .select("code")
      .where("user_id", "=", student.id)
      .executeTakeFirstOrThrow();
    expect(mail?.text).toContain(`${t.config.siteOrigin}/certificates/${code}`);
    expect(smtp.mails.filter((m) => m.to.includes("an@example.vn"))).toHaveLength(1);
  });
});
