import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/client.ts";
import { uploadMediaFile } from "./upload.ts";

/** A stand-in for the browser's XMLHttpRequest that records what was sent and answers. */
class FakeXhr {
  static last: FakeXhr | undefined;
  static answer: { status: number; body: string } = { status: 200, body: "{}" };
  method = "";
  url = "";
  headers: Record<string, string> = {};
  sent: FormData | undefined;
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    this.sent = body;
    this.upload.onprogress?.({ loaded: 50, total: 200, lengthComputable: true } as ProgressEvent);
    this.upload.onprogress?.({ loaded: 200, total: 200, lengthComputable: true } as ProgressEvent);
    queueMicrotask(() => {
      this.status = FakeXhr.answer.status;
      this.responseText = FakeXhr.answer.body;
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

describe("uploadMediaFile", () => {
  it("sends kind and title before the file, reports progress and returns the record", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    FakeXhr.answer = { status: 200, body: JSON.stringify({ data: { id: 7, title: "Bìa" } }) };
    const progress: number[] = [];
    const file = new File(["abc"], "bia.jpg", { type: "image/jpeg" });
    const record = await uploadMediaFile("image", file, {
      title: " Bìa ",
      onProgress: ({ loaded, total }) => progress.push(loaded / total),
    });
    expect(record).toEqual({ id: 7, title: "Bìa" });
    expect(progress).toEqual([0.25, 1]);
    expect([FakeXhr.last?.method, FakeXhr.last?.url]).toEqual(["POST", "/api/media/upload"]);
    const fields = [...(FakeXhr.last?.sent?.keys() ?? [])];
    expect(fields).toEqual(["kind", "title", "file"]);
    expect(FakeXhr.last?.sent?.get("title")).toBe("Bìa");
  });

  it("rejects with the server's message", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    FakeXhr.answer = {
      status: 400,
      body: JSON.stringify({ error: { message: "File too large: 20 MB", code: "VALIDATION" } }),
    };
    const upload = uploadMediaFile("image", new File(["x"], "x.jpg"));
    await expect(upload).rejects.toEqual(new ApiError("File too large: 20 MB", "VALIDATION", 400));
    await expect(upload).rejects.toMatchObject({ status: 400, code: "VALIDATION" });
  });

  it("can be canceled", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploadMediaFile("video", new File(["x"], "x.mp4"), { signal: controller.signal }),
    ).rejects.toMatchObject({ code: "CANCELED" });
  });
});
