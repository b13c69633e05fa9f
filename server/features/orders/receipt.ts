import type { Kysely } from "kysely";
import type { Locale } from "../../../shared/constants.ts";
import { formatDateTime, formatPrice } from "../../../shared/format.ts";
import { type MessageKey, type MessageParams, t } from "../../../shared/i18n/index.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { loadPdfKit, pdfBytes, registerPdfFonts } from "../../lib/pdf-fonts.ts";
import type { Actor } from "../../policies/actor.ts";
import { can } from "../../policies/index.ts";
import { amountReceived } from "./order.queries.ts";

type Db = Kysely<Database>;

/** What a paid order's receipt prints (issue 19 item 6). */
export interface ReceiptData {
  referenceCode: string;
  buyerName: string;
  buyerEmail: string;
  createTime: string;
  paidTime: string;
  amount: number;
  received: number;
  shortfallReason: string | null;
  lines: Array<{ name: string; fee: number }>;
  invoice: { company: string; taxCode: string; address: string } | null;
}

/**
 * The receipt of a PAID order, for its buyer or the staff who see orders; anyone else's order
 * is missing, an unpaid one a 409 (there is no payment to confirm yet).
 */
export async function readReceipt(db: Db, actor: Actor, orderId: number): Promise<ReceiptData> {
  const order = await db
    .selectFrom("order")
    .innerJoin("user", "user.id", "order.user_id")
    .select([
      "order.id",
      "order.user_id",
      "order.status",
      "order.reference_code",
      "order.amount",
      "order.create_time",
      "order.paid_time",
      "order.shortfall_reason",
      "order.invoice_company",
      "order.invoice_tax_code",
      "order.invoice_address",
      "order.invoice_request_time",
      "user.full_name",
      "user.email",
    ])
    .where("order.id", "=", orderId)
    .executeTakeFirst();
  const mayRead = order && (order.user_id === actor.user?.id || can(actor, "view", "order"));
  if (!order || !mayRead) throw notFound();
  if (order.status !== "PAID" || !order.paid_time) {
    throw new AppError("CONFLICT", "errors.order.receiptUnpaid");
  }
  const lines = await db
    .selectFrom("order_item")
    .innerJoin("course", "course.id", "order_item.course_id")
    .select(["course.name", "order_item.fee"])
    .where("order_item.order_id", "=", order.id)
    .orderBy("order_item.id")
    .execute();
  return {
    referenceCode: order.reference_code,
    buyerName: order.full_name,
    buyerEmail: order.email,
    createTime: order.create_time,
    paidTime: order.paid_time,
    amount: order.amount,
    received: await amountReceived(db, order.id),
    shortfallReason: order.shortfall_reason,
    lines,
    invoice: order.invoice_request_time
      ? {
          company: order.invoice_company ?? "",
          taxCode: order.invoice_tax_code ?? "",
          address: order.invoice_address ?? "",
        }
      : null,
  };
}

const INK = "#212529";
const MUTED = "#495057";
const BRAND = "#1c7ed6";

/** The receipt as a portrait A4 PDF in the reader's language, Vietnamese letters embedded. */
export async function receiptPdf(
  data: ReceiptData,
  options: { locale: Locale; school: string },
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const say = (key: MessageKey, params?: MessageParams) => t(options.locale, key, params);
  const money = (amount: number) => formatPrice(amount, options.locale, { zeroAsFree: false });
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: {
      Title: `${say("receipt.title")} ${data.referenceCode}`,
      Author: options.school,
    },
  });
  registerPdfFonts(doc);
  const done = pdfBytes(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font("bold").fontSize(20).fillColor(BRAND).text(options.school, { width });
  doc.moveDown(0.3);
  doc.font("bold").fontSize(16).fillColor(INK).text(say("receipt.title"), { width });
  doc.moveDown(0.8);
  doc.font("regular").fontSize(11).fillColor(MUTED);
  for (const line of [
    say("receipt.school", { school: options.school }),
    say("receipt.code", { code: data.referenceCode }),
    say("receipt.buyer", { name: data.buyerName, email: data.buyerEmail }),
    say("receipt.orderedOn", { date: formatDateTime(data.createTime) }),
    say("receipt.paidOn", { date: formatDateTime(data.paidTime) }),
  ]) {
    doc.text(line, { width });
  }
  doc.moveDown(1);

  const feeWidth = 130;
  const row = (name: string, fee: string, font: "regular" | "bold") => {
    const y = doc.y;
    doc.font(font).fontSize(11).fillColor(INK);
    doc.text(name, left, y, { width: width - feeWidth - 12 });
    const after = doc.y;
    doc.text(fee, left + width - feeWidth, y, { width: feeWidth, align: "right" });
    doc.y = Math.max(after, doc.y) + 6;
    doc.x = left;
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(MUTED)
      .stroke();
    doc.y += 6;
  };
  row(say("receipt.item"), say("receipt.fee"), "bold");
  rule();
  for (const line of data.lines) row(line.name, money(line.fee), "regular");
  rule();
  row(say("receipt.total"), money(data.amount), "bold");
  row(say("receipt.received"), money(data.received), "regular");
  if (data.shortfallReason && data.received < data.amount) {
    doc.font("regular").fontSize(10).fillColor(MUTED);
    doc.text(
      say("receipt.shortfall", { amount: money(data.amount - data.received) }),
      left,
      doc.y,
      {
        width,
      },
    );
  }
  if (data.invoice) {
    doc.moveDown(1);
    doc
      .font("regular")
      .fontSize(10)
      .fillColor(MUTED)
      .text(say("receipt.invoiceFor", data.invoice), {
        width,
      });
  }
  doc.moveDown(2);
  doc.font("regular").fontSize(9).fillColor(MUTED).text(say("receipt.note"), { width });
  doc.end();
  return done;
}

/** ASCII only (the reference code's alphabet), so every browser keeps the name as given. */
export const receiptFilename = (code: string) => `bien-nhan-${code}.pdf`;
