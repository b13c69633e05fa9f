import type { Locale } from "../../../shared/constants.ts";
import { formatDate } from "../../../shared/format.ts";
import { t } from "../../../shared/i18n/index.ts";
import type { CertificateRecord } from "../../../shared/schemas/learning.ts";
import { loadPdfKit, registerPdfFonts } from "../../lib/pdf-fonts.ts";

const BRAND = "#1c7ed6";
const INK = "#212529";
const MUTED = "#495057";

/**
 * The certificate as a landscape A4 PDF: the student's and the course's names as issued, the
 * date (DD/MM/YYYY, GMT+07:00), the school, the code, and a QR code of the public verification
 * URL, in the reader's language.
 */
export async function certificatePdf(
  certificate: CertificateRecord,
  options: { locale: Locale; verifyUrl: string },
): Promise<Buffer> {
  const say = (key: Parameters<typeof t>[1], params?: Parameters<typeof t>[2]) =>
    t(options.locale, key, params);
  // Loaded here, like pdfkit: a certificate is rare, the memory they take at rest is not.
  const [PDFDocument, { default: QRCode }] = await Promise.all([loadPdfKit(), import("qrcode")]);
  const qr = await QRCode.toBuffer(options.verifyUrl, { type: "png", margin: 1, width: 300 });
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 0,
    info: {
      Title: `${say("certificate.title")} — ${certificate.student_name}`,
      Author: certificate.issuer,
      Subject: certificate.course_name,
    },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const { width, height } = doc.page;
  // Two frames, the outer one in the brand colour.
  doc
    .lineWidth(6)
    .strokeColor(BRAND)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(1)
    .strokeColor(MUTED)
    .rect(36, 36, width - 72, height - 72)
    .stroke();

  const text = (
    value: string,
    y: number,
    font: "regular" | "bold",
    size: number,
    color: string = INK,
  ) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(value, 60, y, {
        width: width - 120,
        align: "center",
      });

  text(certificate.issuer.toUpperCase(), 70, "bold", 16, BRAND);
  text(say("certificate.title").toUpperCase(), 120, "bold", 34);
  text(say("certificate.awardedTo"), 185, "regular", 15, MUTED);
  // A long name gets a smaller size rather than a second line over the course's name.
  text(
    certificate.student_name,
    215,
    "bold",
    certificate.student_name.length > 36 ? 22 : 32,
    BRAND,
  );
  text(say("certificate.forCourse"), 275, "regular", 15, MUTED);
  text(certificate.course_name, 300, "bold", 22);

  const date = formatDate(certificate.issue_time);
  doc.font("regular").fontSize(12).fillColor(INK);
  doc.text(say("certificate.issuedOn", { date }), 80, height - 150);
  doc.text(say("certificate.issuedBy", { issuer: certificate.issuer }), 80, height - 130);
  doc.text(say("certificate.code", { code: certificate.code }), 80, height - 110);
  doc
    .fontSize(9)
    .fillColor(MUTED)
    .text(say("certificate.verifyAt", { url: options.verifyUrl }), 80, height - 88, {
      width: width - 300,
    });
  doc.image(qr, width - 80 - 110, height - 80 - 110, { width: 110, height: 110 });
  doc.end();
  return done;
}
