import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiGet, encodeQuery, listQuery } from "./client.ts";

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe("listQuery", () => {
  it("JSON-encodes everything but strings, leaving out empty parts", () => {
    const query = listQuery({
      filters: [["visibility", "=", "PUBLIC"]],
      orders: [
        ["priority", "desc"],
        ["id", "desc"],
      ],
      refNames: ["image"],
      search: "  lập trình ",
      limit: 12,
      offset: 0,
    });
    const params = new URLSearchParams(encodeQuery(query));
    expect(params.get("filters")).toBe('[["visibility","=","PUBLIC"]]');
    expect(params.get("orders")).toBe('[["priority","desc"],["id","desc"]]');
    expect(params.get("refNames")).toBe('["image"]');
    expect(params.get("search")).toBe("lập trình");
    expect(params.get("limit")).toBe("12");
    expect(params.has("offset")).toBe(false);
  });
});

describe("apiGet", () => {
  it("unwraps { data }", async () => {
    answer(200, { data: { items: [], refs: {}, total: 0 } });
    await expect(apiGet("/api/course/list")).resolves.toEqual({ items: [], refs: {}, total: 0 });
  });

  it("throws the server's message and code for status ≥ 400", async () => {
    answer(404, { error: { message: "Không tìm thấy nội dung", code: "NOT_FOUND" } });
    const error = await apiGet("/api/course/list").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: "Không tìm thấy nội dung",
      code: "NOT_FOUND",
      status: 404,
    });
  });

  it("keeps the field issues of a validation error and the wait of a rate limit", async () => {
    answer(400, {
      error: {
        message: "Dữ liệu không hợp lệ",
        code: "VALIDATION",
        details: { issues: [{ path: "email", message: "Email không hợp lệ" }] },
      },
    });
    await expect(apiGet("/api/x")).rejects.toMatchObject({
      details: { issues: [{ path: "email", message: "Email không hợp lệ" }] },
    });

    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { message: "Chờ", code: "RATE_LIMITED" } }), {
            status: 429,
            headers: { "Retry-After": "42" },
          }),
      ),
    );
    await expect(apiGet("/api/x")).rejects.toMatchObject({
      code: "RATE_LIMITED",
      details: { retryAfterSeconds: 42 },
    });
  });

  it("says Cannot connect to the server when the network fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(apiGet("/api/x")).rejects.toMatchObject({
      code: "NETWORK",
      message: "Không thể kết nối tới máy chủ",
    });
  });

  it("says The request was canceled on abort", async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new DOMException("aborted", "AbortError");
      }),
    );
    controller.abort();
    await expect(apiGet("/api/x", undefined, { signal: controller.signal })).rejects.toMatchObject({
      code: "CANCELED",
      message: "Yêu cầu đã bị hủy",
    });
  });
});
