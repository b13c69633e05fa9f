import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test-utils.tsx";
import { MediaDropzone } from "./MediaDropzone.tsx";

// Uploads stay in flight: what the drop zone shows while they run is what is checked here (the
// upload itself, progress and errors are use-uploads.ts and the API tests).
const upload = vi.hoisted(() => vi.fn(() => new Promise(() => {})));
vi.mock("../../../components/media/upload.ts", () => ({ uploadMediaFile: upload }));

afterEach(() => {
  cleanup();
  upload.mockClear();
});

const file = (name: string, type: string) => new File(["x"], name, { type });

function drop(files: File[]) {
  fireEvent.drop(screen.getByTestId("media-dropzone"), {
    dataTransfer: {
      files,
      types: ["Files"],
      items: files.map((f) => ({ kind: "file", type: f.type, getAsFile: () => f })),
    },
  });
}

describe("MediaDropzone", () => {
  it("uploads every dropped file of the kind and lists the others with their reason", async () => {
    renderWithApp(<MediaDropzone kind="image" readOnly={false} onUploaded={() => {}} />, {
      locale: "en",
    });
    drop([
      file("bia.jpg", "image/jpeg"),
      file("logo.png", "image/png"),
      file("cu.bmp", "image/bmp"),
    ]);
    expect(await screen.findByText("Invalid extension: .bmp")).toBeTruthy();
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(
      upload.mock.calls.map((call) => (call as unknown[])[1] as File).map((f) => f.name),
    ).toEqual(["bia.jpg", "logo.png"]);
    expect(screen.getByRole("button", { name: "Cancel upload: bia.jpg" })).toBeTruthy();
    // A refused file is not retried (it would be refused again), only dismissed.
    expect(screen.getByRole("button", { name: "Remove from the list: cu.bmp" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Retry: cu.bmp" })).toBeNull();
  });

  it("takes no drop in read-only mode", async () => {
    renderWithApp(<MediaDropzone kind="image" readOnly onUploaded={() => {}} />, { locale: "en" });
    drop([file("bia.jpg", "image/jpeg")]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(upload).not.toHaveBeenCalled();
    expect(screen.queryAllByTestId("upload-item")).toEqual([]);
  });
});
