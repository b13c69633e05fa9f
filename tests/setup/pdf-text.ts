import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * The text of a PDF as a reader's viewer extracts it, one string per page joined by newlines.
 * Uses pdfjs-dist (already a dependency for the document viewer) so tests need no system tool.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const loading = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const pdf = await loading.promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await loading.destroy();
  return pages.join("\n").normalize("NFC");
}
