import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../App.tsx";
import type { CheckoutAnswer, OrderRecord } from "../../api/orders.ts";
import { AppDataProvider } from "../../app-context.tsx";
import { parseAppData } from "../../app-data.ts";
import { createRoutes } from "../../routes.tsx";
import { SIGNED_IN_API, stubApi, testAccount } from "../../test-utils.tsx";
import { theme } from "../../theme.ts";

const order: OrderRecord = {
  id: 3,
  item_type: "COURSE",
  item_id: 5,
  amount: 1_000_000,
  reference_code: "HV7K3M9Q2A",
  status: "AWAITING_PAYMENT",
  create_time: "2026-11-22T07:00:00.000Z",
  paid_time: null,
  expire_time: "2026-11-29T07:00:00.000Z",
  received: 0,
};
const course = {
  id: 5,
  name: "ReactJS từ A đến Z",
  slug: "reactjs",
  price: 1_490_000,
  salePrice: 1_490_000,
};
const answer: CheckoutAnswer = {
  kind: "order",
  order,
  items: [{ id: 1, course_id: 5, fee: 1_000_000 }],
  item: { type: "course", ...course },
  courses: [course],
  ownedCourseIds: [],
  payment: {
    bank: {
      name: "DEMO BANK",
      bin: "970415",
      branch: "Demo",
      accountName: "TAI KHOAN THU NGHIEM",
      accountNumber: "0000123456789",
      demo: true,
    },
    amount: 1_000_000,
    message: "HV7K3M9Q2A",
    qrPayload: "00020101021238570010A000000727",
  },
};

/** The whole app at a path, under StrictMode (double effects), as the browser build renders it. */
function renderStrict(path: string) {
  const appData = { ...parseAppData(null), account: testAccount() };
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  return render(
    <StrictMode>
      <AppDataProvider value={appData}>
        <MantineProvider theme={theme} env="test">
          <QueryClientProvider client={createQueryClient(appData)}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </AppDataProvider>
    </StrictMode>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("CheckoutPage", () => {
  it("asks for the order once, shows it, and switches to success when it is paid", async () => {
    let status: OrderRecord["status"] = "AWAITING_PAYMENT";
    const calls = stubApi({
      ...SIGNED_IN_API,
      "POST /api/order/checkout": () => answer,
      "GET /api/order/status": () => ({ ...order, status }),
      "GET /api/course/list": () => ({ items: [], refs: {}, total: 0 }),
    });
    renderStrict("/checkout/course/5");

    expect(await screen.findByTestId("reference-code")).toHaveProperty("textContent", "HV7K3M9Q2A");
    expect(screen.getByTestId("order-amount").textContent).toBe("1.000.000đ");
    expect(screen.getByTestId("order-discount").textContent).toContain("490.000đ");
    expect(screen.getByTestId("account-number").textContent).toBe("0000123456789");
    const posts = calls.filter((c) => c.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ type: "course", id: 5 });

    status = "PAID";
    await waitFor(() => expect(screen.getByTestId("checkout-success")).toBeTruthy(), {
      timeout: 8_000,
    });
    expect(screen.getByRole("link", { name: "Vào học ngay" }).getAttribute("href")).toBe(
      "/learning/5",
    );
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  }, 15_000);

  it("answers an owned course with Learn now", async () => {
    stubApi({
      ...SIGNED_IN_API,
      "POST /api/order/checkout": () => ({ kind: "owned", courseId: 5 }),
    });
    renderStrict("/checkout/course/5");
    expect(await screen.findByTestId("checkout-owned")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Vào học ngay" }).getAttribute("href")).toBe(
      "/learning/5",
    );
  });

  it("shows the server's refusal clearly", async () => {
    stubApi({
      ...SIGNED_IN_API,
      "POST /api/order/checkout": () => {
        throw {
          status: 503,
          error: { code: "SERVICE_UNAVAILABLE", message: "Chưa cấu hình chuyển khoản ngân hàng" },
        };
      },
    });
    renderStrict("/checkout/combo/9");
    const problem = await screen.findByTestId("checkout-problem");
    expect(problem.textContent).toContain("Chưa cấu hình chuyển khoản ngân hàng");
  });
});
