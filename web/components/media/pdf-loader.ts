/**
 * pdf.js, loaded only when a PDF is shown. The legacy build, so that older phones render PDFs
 * like laptops do (docs/product/content.md); its worker is a file of the build (Vite's `?url`),
 * served from this site like every other asset.
 */
export async function loadPdfjs() {
  const [pdfjs, worker] = await Promise.all([
    import("pdfjs-dist/legacy/build/pdf.mjs"),
    import("pdfjs-dist/legacy/build/pdf.worker.min.mjs?url"),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

export type Pdfjs = Awaited<ReturnType<typeof loadPdfjs>>;
export type PdfDocument = Awaited<ReturnType<Pdfjs["getDocument"]>["promise"]>;
