import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp, SIGNED_IN_API, stubApi, testAccount } from "../../test-utils.tsx";

const showToast = vi.hoisted(() => vi.fn());
vi.mock("../../feedback/toast-center.tsx", () => ({ showToast, default: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  showToast.mockClear();
});

const base = {
  provider_transaction_id: null,
  bank_reference: null,
  account_number: "0000123456789",
  raw_payload: null,
  actor_kind: "WEBHOOK",
  created_by: null,
  create_time: "2026-11-20T03:00:00.000Z",
};
const transactions = [
  {
    ...base,
    id: 11,
    provider: "SEPAY",
    amount: 490_000,
    message: "chuyen tien hv7k3 m9q2x",
    transaction_time: "2026-11-20T03:05:00.000Z",
    order_id: null,
    status: "NEEDS_REVIEW",
    review_reason: "UNDERPAID",
    raw_payload: '{"id":92704,"content":"chuyen tien"}',
  },
  {
    ...base,
    id: 12,
    provider: "MANUAL",
    amount: 300_000,
    message: "HVABCDEFGH",
    transaction_time: "2026-11-19T10:00:00.000Z",
    order_id: 5,
    status: "MATCHED",
    review_reason: null,
    actor_kind: "USER",
    created_by: 1,
  },
];
const refs = {
  order: { 5: { id: 5, reference_code: "HVABCDEFGH" } },
  user: { 1: { id: 1, full_name: "Quản trị viên" } },
};
const transactionList = (policies: Record<string, string[]>) => () => ({
  items: transactions,
  refs,
  total: transactions.length,
  policies,
});

const admin = testAccount(
  { id: 1, role: "ADMIN" },
  {
    "dashboard.view": true,
    "transaction.view": true,
    "transaction.create": true,
    "transaction.attach": true,
  },
);
const trial = testAccount(
  { id: 9, role: "ADMIN_TRIAL" },
  { "dashboard.view": true, "transaction.view": true },
);

const listCalls = (calls: ReturnType<typeof stubApi>) =>
  calls
    .filter((c) => c.path === "/api/transaction/list")
    .map((c) => JSON.parse(c.url.searchParams.get("filters") ?? "[]"));

describe("transaction management", () => {
  it("asks the list API for the URL's status, provider, search and day range", async () => {
    const calls = stubApi({
      ...SIGNED_IN_API,
      "GET /api/transaction/list": transactionList({ 11: ["attach"], 12: [] }),
    });
    renderApp(
      "/transaction-management?status=NEEDS_REVIEW&provider=SEPAY&q=HV7K3&from=2026-11-01&to=2026-11-10",
      { account: admin },
    );
    await screen.findAllByTestId("table-row");
    expect(listCalls(calls)[0]).toEqual([
      ["status", "=", "NEEDS_REVIEW"],
      ["provider", "=", "SEPAY"],
      ["transaction_time", ">=", "2026-10-31T17:00:00.000Z"],
      ["transaction_time", "<", "2026-11-10T17:00:00.000Z"],
      ["message", "LIKE", "HV7K3"],
    ]);
    // Rows: GMT+7 time, VND amount, the review reason, the matched order's code, the author.
    const [review, matched] = screen.getAllByTestId("table-row");
    expect(review?.textContent).toContain("20/11/2026 10:05");
    expect(review?.textContent).toContain("490.000đ");
    expect(review?.textContent).toContain("Chuyển thiếu tiền");
    expect(matched?.textContent).toContain("HVABCDEFGH");
    expect(matched?.textContent).toContain("Quản trị viên");
  });

  it("says when the end date is before the start date, and then filters by neither", async () => {
    const calls = stubApi({
      ...SIGNED_IN_API,
      "GET /api/transaction/list": transactionList({}),
    });
    // The calendar cannot pick a reversed range; an edited URL can.
    renderApp("/transaction-management?from=2026-11-10&to=2026-11-01", { account: admin });
    await screen.findAllByTestId("table-row");
    expect(await screen.findByText("Ngày kết thúc phải sau ngày bắt đầu")).toBeTruthy();
    await vi.waitFor(() => expect(listCalls(calls).at(-1)).toEqual([]));
    // Picking 9 then 12 November on the calendar filters by both days, in GMT+07:00.
    fireEvent.click(screen.getByRole("button", { name: "Khoảng ngày" }));
    fireEvent.click(await screen.findByRole("button", { name: "9 tháng 11 2026" }));
    fireEvent.click(await screen.findByRole("button", { name: "12 tháng 11 2026" }));
    await vi.waitFor(() =>
      expect(listCalls(calls).at(-1)).toEqual([
        ["transaction_time", ">=", "2026-11-08T17:00:00.000Z"],
        ["transaction_time", "<", "2026-11-12T17:00:00.000Z"],
      ]),
    );
    expect(screen.queryByText("Ngày kết thúc phải sau ngày bắt đầu")).toBeNull();
  }, 20_000);

  it("attaches a transfer kept for review to the order found by its code", async () => {
    const calls = stubApi({
      ...SIGNED_IN_API,
      "GET /api/transaction/list": transactionList({ 11: ["attach"], 12: [] }),
      "GET /api/order/list": () => ({
        items: [
          {
            id: 8,
            user_id: 3,
            item_type: "COURSE",
            item_id: 4,
            amount: 500_000,
            reference_code: "HV7K3M9Q2X",
            status: "AWAITING_PAYMENT",
          },
        ],
        refs: {
          user: { 3: { id: 3, full_name: "Vũ Thị Lan", email: "lan@example.com" } },
          order_item: { 1: { id: 1, order_id: 8, course_id: 4, fee: 500_000 } },
          course: { 4: { id: 4, name: "Excel thực chiến" } },
        },
        total: 1,
      }),
      // 10.000đ arrived before: this 490.000đ transfer completes the order.
      "GET /api/transaction/order-money": () => ({
        amount: 500_000,
        received: 10_000,
        owed: 490_000,
      }),
      "POST /api/transaction/attach": () => ({
        transaction: {},
        order: {},
        received: 500_000,
        paid: true,
      }),
    });
    renderApp("/transaction-management", { account: admin });
    const [review] = await screen.findAllByTestId("table-row");
    fireEvent.click(within(review!).getByRole("button", { name: "Gắn vào đơn hàng" }));
    const dialog = await screen.findByRole("dialog");
    // The code in the bank's message, cleaned of its spaces, starts the search.
    const lookup = within(dialog).getByTestId("order-lookup") as HTMLInputElement;
    expect(lookup.value).toBe("HV7K3M9Q2X");
    fireEvent.click(within(dialog).getByRole("button", { name: "Tìm" }));
    const found = await within(dialog).findByTestId("found-order");
    expect(found.textContent).toContain("Vũ Thị Lan");
    expect(found.textContent).toContain("Excel thực chiến");
    expect(found.textContent).toContain("500.000đ");
    // The attach dialog's search (the invoice requests panel lists orders too).
    const orderCall = calls.find(
      (c) =>
        c.path === "/api/order/list" &&
        !c.url.searchParams.get("filters")?.includes("invoice_request_time"),
    );
    expect(orderCall?.url.searchParams.get("filters")).toBe(
      '[["reference_code","=","HV7K3M9Q2X"]]',
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Gắn và thanh toán đơn" }));
    });
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ transactionId: 11, orderId: 8 });
    expect(showToast).toHaveBeenCalledWith(
      "success",
      "Thành công",
      "Đã gắn giao dịch vào đơn hàng HV7K3M9Q2X",
    );
  });

  it("shows a short transfer's shortfall; paying it anyway takes a confirmation and a reason", async () => {
    const calls = stubApi({
      ...SIGNED_IN_API,
      "GET /api/transaction/list": transactionList({ 11: ["attach"], 12: [] }),
      "GET /api/order/list": () => ({
        items: [
          {
            id: 8,
            user_id: 3,
            item_type: "COURSE",
            item_id: 4,
            amount: 500_000,
            reference_code: "HV7K3M9Q2X",
            status: "AWAITING_PAYMENT",
          },
        ],
        refs: {},
        total: 1,
      }),
      "GET /api/transaction/order-money": () => ({ amount: 500_000, received: 0, owed: 500_000 }),
      "POST /api/transaction/attach": () => ({
        transaction: {},
        order: {},
        received: 490_000,
        paid: true,
      }),
    });
    renderApp("/transaction-management", { account: admin });
    const [review] = await screen.findAllByTestId("table-row");
    fireEvent.click(within(review!).getByRole("button", { name: "Gắn vào đơn hàng" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Tìm" }));
    const shortfall = await within(dialog).findByTestId("attach-shortfall");
    expect(shortfall.textContent).toContain("Giao dịch này chưa đủ tiền: còn thiếu 10.000đ");
    expect(within(dialog).getByTestId("attach-owed").textContent).toBe("10.000đ");
    expect(within(dialog).getByTestId("confirm-attach").textContent).toBe(
      "Gắn làm thanh toán một phần",
    );
    fireEvent.click(within(dialog).getByTestId("accept-shortfall"));
    expect(within(dialog).getByTestId("confirm-attach").textContent).toBe("Gắn và thanh toán đơn");
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId("confirm-attach"));
    });
    expect(within(dialog).getByText("Trường này là bắt buộc")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.change(within(dialog).getByTestId("shortfall-reason"), {
      target: { value: "Phí ngân hàng" },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId("confirm-attach"));
    });
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      transactionId: 11,
      orderId: 8,
      shortfallReason: "Phí ngân hàng",
    });
  });

  it("says at the field when no order is found, and keeps the server's refusal in the dialog", async () => {
    stubApi({
      ...SIGNED_IN_API,
      "GET /api/transaction/list": transactionList({ 11: ["attach"], 12: [] }),
      "GET /api/order/list": (_body, url) =>
        url.searchParams.get("filters") === '[["id","=",42]]'
          ? { items: [], refs: {}, total: 0 }
          : {
              items: [
                {
                  id: 8,
                  user_id: 3,
                  item_type: "COURSE",
                  item_id: 4,
                  amount: 490_000,
                  reference_code: "HV7K3M9Q2X",
                  status: "AWAITING_PAYMENT",
                },
              ],
              refs: {},
              total: 1,
            },
      "GET /api/transaction/order-money": () => ({
        amount: 490_000,
        received: 0,
        owed: 490_000,
      }),
      "POST /api/transaction/attach": () => {
        throw {
          status: 409,
          error: { code: "CONFLICT", message: "Đơn hàng này đã được thanh toán" },
        };
      },
    });
    renderApp("/transaction-management", { account: admin });
    const [review] = await screen.findAllByTestId("table-row");
    fireEvent.click(within(review!).getByRole("button", { name: "Gắn vào đơn hàng" }));
    const dialog = await screen.findByRole("dialog");
    const confirm = () =>
      within(dialog).getByRole("button", { name: "Gắn và thanh toán đơn" }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByTestId("order-lookup"), { target: { value: "42" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Tìm" }));
    expect(
      await within(dialog).findByText("Không tìm thấy đơn hàng với mã hoặc ID này"),
    ).toBeTruthy();
    expect(confirm().disabled).toBe(true);

    fireEvent.change(within(dialog).getByTestId("order-lookup"), {
      target: { value: "hv7k3m9q2x" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Tìm" }));
    await within(dialog).findByTestId("found-order");
    await act(async () => {
      fireEvent.click(confirm());
    });
    expect((await within(dialog).findByTestId("form-error")).textContent).toContain(
      "Đơn hàng này đã được thanh toán",
    );
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(showToast).not.toHaveBeenCalled();
  });

  it("adds a transaction by hand, posting only what was filled in", async () => {
    const calls = stubApi({
      ...SIGNED_IN_API,
      "GET /api/transaction/list": transactionList({}),
      "POST /api/transaction/create": () => ({ transaction: {}, message: "ok" }),
    });
    renderApp("/transaction-management", { account: admin });
    await screen.findAllByTestId("table-row");
    fireEvent.click(screen.getByRole("button", { name: "Thêm giao dịch" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/Số tiền/), { target: { value: "250000" } });
    fireEvent.change(within(dialog).getByLabelText("Nội dung / mã đơn hàng"), {
      target: { value: "Nop tien HV7K3M9Q2X" },
    });
    fireEvent.change(within(dialog).getByLabelText("Thời gian giao dịch"), {
      target: { value: "2026-11-20T09:30" },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Thêm" }));
    });
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      amount: 250_000,
      message: "Nop tien HV7K3M9Q2X",
      transactionTime: "2026-11-20T02:30:00.000Z",
    });
    expect(showToast).toHaveBeenCalledWith("success", "Thành công", "Đã thêm giao dịch thành công");
  });

  it("shows, while adding by hand, the named order's amount, what arrived and the shortfall", async () => {
    stubApi({
      ...SIGNED_IN_API,
      "GET /api/transaction/list": transactionList({}),
      "GET /api/order/list": (_body, url) =>
        url.searchParams.get("filters") === '[["reference_code","=","HV7K3M9Q2X"]]'
          ? {
              items: [
                {
                  id: 8,
                  user_id: 3,
                  item_type: "COURSE",
                  item_id: 4,
                  amount: 239_400,
                  reference_code: "HV7K3M9Q2X",
                  status: "AWAITING_PAYMENT",
                },
              ],
              refs: {},
              total: 1,
            }
          : { items: [], refs: {}, total: 0 },
      "GET /api/transaction/order-money": () => ({ amount: 239_400, received: 0, owed: 239_400 }),
    });
    renderApp("/transaction-management", { account: admin });
    await screen.findAllByTestId("table-row");
    fireEvent.click(screen.getByRole("button", { name: "Thêm giao dịch" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/Số tiền/), { target: { value: "200000" } });
    fireEvent.change(within(dialog).getByLabelText("Nội dung / mã đơn hàng"), {
      target: { value: "Nop tien HV7K3M9Q2X" },
    });
    const found = await within(dialog).findByTestId("add-found-order");
    expect(within(found).getByTestId("add-order-amount").textContent).toBe("239.400đ");
    expect(within(found).getByTestId("add-received").textContent).toBe("0đ");
    expect(within(found).getByTestId("add-owed").textContent).toBe("39.400đ");
  });

  it("shows ADMIN_TRIAL the list with Add and Attach disabled, and the details still open", async () => {
    stubApi({ ...SIGNED_IN_API, "GET /api/transaction/list": transactionList({ 11: [], 12: [] }) });
    renderApp("/transaction-management", { account: trial });
    expect(await screen.findByTestId("read-only-notice")).toBeTruthy();
    const [review] = await screen.findAllByTestId("table-row");
    const attach = within(review!).getByRole("button", { name: "Gắn vào đơn hàng" });
    const add = screen.getByRole("button", { name: "Thêm giao dịch" });
    for (const button of [attach, add]) {
      expect(button.getAttribute("aria-disabled")).toBe("true");
      fireEvent.click(button);
    }
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(within(review!).getByRole("button", { name: "Chi tiết" }));
    const payload = await screen.findByTestId("raw-payload");
    expect(payload.textContent).toBe('{\n  "id": 92704,\n  "content": "chuyen tien"\n}');
  });
});
