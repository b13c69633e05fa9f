/**
 * A minimal, valid PDF written by hand (PDF 1.4, the standard Helvetica fonts, an exact xref
 * table), so the demo has real documents without a PDF library. The standard fonts cover
 * Latin-1 only, hence ASCII text.
 */

export interface PdfPage {
  heading: string;
  lines: string[];
  /** Courier, for code and aligned columns. */
  mono?: boolean;
}

export interface PdfDocument {
  title: string;
  pages: PdfPage[];
}

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;

function pdfString(text: string): string {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`PDF text must be printable ASCII: ${text}`);
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

function pageContent(doc: PdfDocument, page: PdfPage, index: number): string {
  const body = page.lines.map((line) => `${pdfString(line)} Tj T*`).join("\n");
  return [
    // Header band and title.
    "0.114 0.306 0.847 rg",
    `0 ${PAGE_HEIGHT - 90} ${PAGE_WIDTH} 90 re f`,
    "BT /F2 20 Tf 1 1 1 rg",
    `56 ${PAGE_HEIGHT - 52} Td ${pdfString(doc.title)} Tj`,
    "/F1 10 Tf 0 -20 Td (Hoc Viet - demo course material) Tj ET",
    // Section heading and body text.
    "BT /F2 15 Tf 0.09 0.09 0.11 rg",
    `56 ${PAGE_HEIGHT - 140} Td ${pdfString(page.heading)} Tj ET`,
    `BT /${page.mono ? "F3 10.5" : "F1 11.5"} Tf 0.2 0.2 0.24 rg 17 TL`,
    `56 ${PAGE_HEIGHT - 172} Td`,
    body,
    "ET",
    // Footer rule and page number.
    "0.8 0.8 0.85 RG 0.5 w",
    `56 60 m ${PAGE_WIDTH - 56} 60 l S`,
    "BT /F1 9 Tf 0.45 0.45 0.5 rg",
    `56 44 Td ${pdfString(`Page ${index + 1} of ${doc.pages.length}`)} Tj ET`,
  ].join("\n");
}

export function buildPdf(doc: PdfDocument): Buffer {
  const objects: string[] = [];
  const pageCount = doc.pages.length;
  // 1 catalog, 2 page tree, 3-4 fonts, 5 info, 6 font, then a page and its content stream
  // per page.
  const pageIds = doc.pages.map((_, i) => 7 + i * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageCount} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] =
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  objects[5] = `<< /Title ${pdfString(doc.title)} /Producer (Hoc Viet demo seed) >>`;
  objects[6] = "<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>";
  doc.pages.forEach((page, i) => {
    const pageId = 7 + i * 2;
    const content = pageContent(doc, page, i);
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 6 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });

  // Everything is ASCII, so string lengths are byte offsets.
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, "latin1");
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefOffset = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) {
    out += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  }
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
