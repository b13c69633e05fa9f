import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test-utils.tsx";
import { PdfViewer } from "./PdfViewer.tsx";
import { loadPdfjs } from "./pdf-loader.ts";

vi.mock("./pdf-loader.ts", () => ({ loadPdfjs: vi.fn() }));

const file = {
  path: "documents/2026/11/",
  basename: "giaotrinh01",
  extension: ".pdf",
  title: "Giáo trình",
};

/** pdf.js as far as the viewer uses it: a 3-page A4-like document whose renders are recorded. */
function fakePdfjs() {
  const rendered: { page: number; width: number }[] = [];
  const doc = {
    numPages: 3,
    getPage: async (page: number) => ({
      getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 840 * scale }),
      render: ({ viewport }: { viewport: { width: number } }) => {
        rendered.push({ page, width: viewport.width });
        return { promise: Promise.resolve(), cancel() {} };
      },
    }),
  };
  const getDocument = vi.fn(() => ({ promise: Promise.resolve(doc), destroy: async () => {} }));
  return { pdfjs: { getDocument }, rendered, getDocument };
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(480);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("PdfViewer", () => {
  it("draws the first page at the column's width, then pages on demand", async () => {
    const fake = fakePdfjs();
    vi.mocked(loadPdfjs).mockResolvedValue(fake.pdfjs as never);
    const opened = vi.fn();
    renderWithApp(<PdfViewer document={file} onOpened={opened} />, { locale: "en" });
    expect(screen.getByText("Loading the document...")).toBeTruthy();
    await screen.findByText("Page 1 of 3");
    const next = screen.getByRole("button", { name: "Next" }) as HTMLButtonElement;
    // The page buttons wake up once the page is drawn.
    await vi.waitFor(() => expect(next.disabled).toBe(false));
    expect(fake.getDocument).toHaveBeenCalledWith({
      url: "/media/documents/2026/11/giaotrinh01.pdf",
    });
    expect(fake.rendered).toEqual([{ page: 1, width: 480 }]);
    expect(opened).toHaveBeenCalledTimes(1);
    fireEvent.click(next);
    await screen.findByText("Page 2 of 3");
    expect(fake.rendered.at(-1)).toEqual({ page: 2, width: 480 });
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("offers the file for download under its title", () => {
    vi.mocked(loadPdfjs).mockResolvedValue(fakePdfjs().pdfjs as never);
    renderWithApp(<PdfViewer document={file} />, { locale: "en" });
    const link = screen.getByRole("link", { name: "Download" });
    expect(link.getAttribute("href")).toBe("/media/documents/2026/11/giaotrinh01.pdf");
    expect(link.getAttribute("download")).toBe("Giáo trình.pdf");
  });

  it("says when the document cannot be shown", async () => {
    vi.mocked(loadPdfjs).mockRejectedValue(new Error("403"));
    renderWithApp(<PdfViewer document={file} />, { locale: "en" });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The document could not be displayed",
    );
  });
});
