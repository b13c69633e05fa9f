import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp, SIGNED_IN_API, stubApi, testAccount } from "../../test-utils.tsx";
import { padSeconds, startResendWait } from "./resend-wait.ts";
import { VerifyEmailPrompt } from "./VerifyEmailPrompt.tsx";

const pending = testAccount({ status: "PENDING", email: "moi@example.com" });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
  vi.setSystemTime(new Date("2026-11-22T07:00:00.000Z"));
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("verify-email prompt", () => {
  it("counts down 'Retry in 0:ss' after registering, then allows a resend", async () => {
    stubApi(SIGNED_IN_API);
    startResendWait();
    renderWithApp(<VerifyEmailPrompt />, { account: pending });
    const button = screen.getByTestId("resend");
    expect(button.textContent).toBe("Thử lại sau 0:59");
    expect(button.hasAttribute("disabled")).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(button.textContent).toBe("Thử lại sau 0:30");
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(button.textContent).toBe("Thử lại sau 0:01");
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(button.textContent).toBe("Gửi lại email");
    expect(button.hasAttribute("disabled")).toBe(false);
  });

  it("waits as long as the server says when it refuses a resend (429)", async () => {
    stubApi({
      ...SIGNED_IN_API,
      "POST /api/auth/resend-verification": () => {
        throw {
          status: 429,
          error: { code: "RATE_LIMITED", message: "Chờ", details: { retryAfterSeconds: 42 } },
        };
      },
    });
    renderWithApp(<VerifyEmailPrompt />, { account: pending });
    expect(screen.getByTestId("pending-email").textContent).toBe("moi@example.com");
    await act(async () => fireEvent.click(screen.getByTestId("resend")));
    expect((await screen.findByText("Thử lại sau 0:42")).tagName).toBeTruthy();
  });

  it("pads the seconds to two digits", () => {
    expect(padSeconds(5)).toBe("05");
    expect(padSeconds(60)).toBe("59");
  });
});
