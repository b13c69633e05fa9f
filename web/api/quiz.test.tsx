import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useLatestQuizAttempt, useQuizGrading } from "./quiz.ts";

const GRADE = { score: 1, maxScore: 2, results: [] };
const ATTEMPT = { id: 3, quizId: 5, score: 1, maxScore: 2, createTime: "2026-11-22T07:00:00.000Z" };

/** A fake server: records each call and answers from `routes` by path. */
function serve(routes: Record<string, { status: number; body: unknown }>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.split("?", 1)[0]!;
      calls.push({
        method: init.method ?? "GET",
        path,
        body: init.body && JSON.parse(String(init.body)),
      });
      const route = routes[path] ?? {
        status: 404,
        body: { error: { message: "x", code: "NOT_FOUND" } },
      };
      return new Response(JSON.stringify(route.body), { status: route.status });
    }),
  );
  return calls;
}

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("useQuizGrading", () => {
  it("grades sample questions with preview-grade", async () => {
    const calls = serve({ "/api/quiz/preview-grade": { status: 200, body: { data: GRADE } } });
    const { result } = renderHook(() => useQuizGrading(5, "preview"), { wrapper: wrapper() });
    let grade: unknown;
    await act(async () => {
      grade = await result.current.mutateAsync({ 9: "a" });
    });
    expect(grade).toEqual(GRADE);
    expect(calls).toEqual([
      { method: "POST", path: "/api/quiz/preview-grade", body: { quizId: 5, answers: { 9: "a" } } },
    ]);
  });

  it("stores an attempt, then refreshes the latest score", async () => {
    const calls = serve({
      "/api/quiz/attempt": { status: 200, body: { data: GRADE } },
      "/api/quiz/latest-attempt": { status: 200, body: { data: ATTEMPT } },
    });
    const { result } = renderHook(
      () => ({ grading: useQuizGrading(5, "attempt"), latest: useLatestQuizAttempt(5) }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.latest.data).toEqual(ATTEMPT));
    await act(async () => {
      await result.current.grading.mutateAsync({ 9: "a" });
    });
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toEqual([
        "/api/quiz/latest-attempt",
        "/api/quiz/attempt",
        "/api/quiz/latest-attempt",
      ]),
    );
  });

  it("rejects with the server's message, for the player to show", async () => {
    serve({
      "/api/quiz/attempt": {
        status: 400,
        body: {
          error: { message: "Please answer all questions to see results", code: "VALIDATION" },
        },
      },
    });
    const { result } = renderHook(() => useQuizGrading(5, "attempt"), { wrapper: wrapper() });
    await expect(result.current.mutateAsync({})).rejects.toThrow(
      "Please answer all questions to see results",
    );
  });
});

describe("useLatestQuizAttempt", () => {
  it("is null when the student has no attempt yet (404)", async () => {
    serve({});
    const { result } = renderHook(() => useLatestQuizAttempt(5), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });
});
