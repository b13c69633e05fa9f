import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test-utils.tsx";
import { DocumentView } from "./DocumentView.tsx";

vi.mock("./pdf-loader.ts", () => ({ loadPdfjs: () => new Promise(() => {}) }));

afterEach(cleanup);

describe("DocumentView", () => {
  it("shows a PDF in the page", () => {
    const pdf = {
      path: "documents/2026/11/",
      basename: "a1",
      extension: ".pdf",
      title: "Giáo trình",
    };
    renderWithApp(<DocumentView document={pdf} />, { locale: "en" });
    expect(screen.getByText("Loading the document...")).toBeTruthy();
  });

  it("offers an office file as a download only", () => {
    const docx = {
      path: "documents/2026/11/",
      basename: "b2",
      extension: ".docx",
      title: "Bài tập",
    };
    const opened = vi.fn();
    const { container } = renderWithApp(<DocumentView document={docx} onOpened={opened} />, {
      locale: "en",
    });
    const link = screen.getByRole("link", { name: "Download" });
    expect(link.getAttribute("href")).toBe("/media/documents/2026/11/b2.docx");
    expect(link.getAttribute("download")).toBe("Bài tập.docx");
    expect(container.querySelector("canvas")).toBeNull();
    fireEvent.click(link);
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
