import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

let loading: Promise<typeof import("pdfkit")> | undefined;

/**
 * pdfkit and its font engine (~12 MB resident) are loaded with the first receipt or certificate,
 * not at start-up: few requests make a PDF, and the server's memory at rest is what every
 * other request (a 1 GB upload: `npm run bench:upload`) is added to.
 */
export function loadPdfKit(): Promise<typeof import("pdfkit")> {
  loading ??= import("pdfkit").then((module) => module.default);
  return loading;
}

/**
 * Be Vietnam Pro covers every Vietnamese letter and tone mark; pdfkit embeds the subset used
 * (docs/conventions.md "Installation notes": the whole font, of which the web's files are
 * cuts). Register both on a document with `registerPdfFonts`.
 */
export const PDF_FONTS = {
  regular: require.resolve(
    "@expo-google-fonts/be-vietnam-pro/400Regular/BeVietnamPro_400Regular.ttf",
  ),
  bold: require.resolve("@expo-google-fonts/be-vietnam-pro/700Bold/BeVietnamPro_700Bold.ttf"),
};

export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont("regular", PDF_FONTS.regular);
  doc.registerFont("bold", PDF_FONTS.bold);
}

/** The finished document's bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}
