import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT_QUERY_KEY } from "../../account/account-query.ts";
import { renderApp, SIGNED_IN_API, stubApi, testAccount } from "../../test-utils.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openLogin(path = "/login") {
  const view = renderApp(path);
  await screen.findByRole("heading", { name: "Đăng nhập" });
  return view;
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Đăng nhập" }));
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("login form", () => {
  it("shows the messages at the fields and moves to the first one, sending nothing", async () => {
    const calls = stubApi({});
    await openLogin();
    submit();
    expect(await screen.findAllByText("Trường này là bắt buộc")).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    type(/^Email/, "an@");
    expect(await screen.findByText("Email không hợp lệ")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("puts the server's field issues at their fields and other refusals above the button", async () => {
    stubApi({
      "POST /api/auth/sign-in": (body) => {
        const { password } = body as { password: string };
        throw password === "short"
          ? {
              status: 400,
              error: {
                code: "VALIDATION",
                message: "Dữ liệu không hợp lệ",
                details: { issues: [{ path: "password", message: "Mật khẩu quá phổ biến" }] },
              },
            }
          : {
              status: 401,
              error: { code: "UNAUTHENTICATED", message: "Email hoặc mật khẩu không đúng" },
            };
      },
    });
    await openLogin();
    type(/^Email/, "an@example.com");
    type(/^Mật khẩu/, "short");
    submit();
    expect(await screen.findByText("Mật khẩu quá phổ biến")).toBeTruthy();
    expect(screen.queryByTestId("form-error")).toBeNull();
    type(/^Mật khẩu/, "wrong-password");
    submit();
    expect((await screen.findByTestId("form-error")).textContent).toBe(
      "Email hoặc mật khẩu không đúng",
    );
  });

  it("signs in and goes where the visitor was going", async () => {
    const account = testAccount();
    const calls = stubApi({ ...SIGNED_IN_API, "POST /api/auth/sign-in": () => ({ account }) });
    const { router, queryClient } = await openLogin("/login?next=%2Fnotifications%3Fpage%3D2");
    type(/^Email/, " An@Example.com ");
    type(/^Mật khẩu/, "mat-khau-dung");
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe("/notifications"));
    expect(router.state.location.search).toBe("?page=2");
    expect(queryClient.getQueryData(ACCOUNT_QUERY_KEY)).toEqual(account);
    // The shared schema trimmed and lower-cased the address before sending it.
    expect(calls[0]).toEqual({
      method: "POST",
      path: "/api/auth/sign-in",
      body: { email: "an@example.com", password: "mat-khau-dung" },
      url: expect.any(URL),
    });
  });
});
