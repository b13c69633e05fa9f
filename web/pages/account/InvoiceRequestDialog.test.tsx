import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { t } from "../../../shared/i18n/index.ts";
import { renderWithApp, stubApi, testAccount } from "../../test-utils.tsx";
import { InvoiceRequestDialog } from "./InvoiceRequestDialog.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const input = (key: "invoice.company" | "invoice.taxCode" | "invoice.address" | "invoice.email") =>
  screen.getByLabelText(t("vi", key), { exact: false }) as HTMLInputElement;

const none = {
  invoice_company: null,
  invoice_tax_code: null,
  invoice_address: null,
  invoice_email: null,
};

describe("InvoiceRequestDialog", () => {
  it("starts from the order's request, or from the buyer's e-mail when there is none", async () => {
    renderWithApp(
      <InvoiceRequestDialog
        orderId={3}
        referenceCode="HV3"
        current={{
          invoice_company: "Công ty Sen Vàng",
          invoice_tax_code: "0101234567",
          invoice_address: "12 Hàng Bài, Hà Nội",
          invoice_email: "ketoan@senvang.vn",
        }}
        defaultEmail="an@example.com"
        onClose={() => {}}
      />,
      { account: testAccount() },
    );
    await screen.findByTestId("invoice-form");
    expect(input("invoice.company").value).toBe("Công ty Sen Vàng");
    expect(input("invoice.taxCode").value).toBe("0101234567");
    expect(input("invoice.address").value).toBe("12 Hàng Bài, Hà Nội");
    expect(input("invoice.email").value).toBe("ketoan@senvang.vn");
    cleanup();

    renderWithApp(
      <InvoiceRequestDialog
        orderId={3}
        referenceCode="HV3"
        current={none}
        defaultEmail="an@example.com"
        onClose={() => {}}
      />,
      { account: testAccount() },
    );
    await screen.findByTestId("invoice-form");
    expect(input("invoice.company").value).toBe("");
    expect(input("invoice.email").value).toBe("an@example.com");
  });

  it("sends the request as the shared schema reads it, the tax code without its spaces", async () => {
    const calls = stubApi({
      "POST /api/order/invoice": (body) => ({
        ...(body as object),
        requestTime: "2026-11-27T00:00:00.000Z",
        handledTime: null,
      }),
    });
    const onClose = vi.fn();
    renderWithApp(
      <InvoiceRequestDialog
        orderId={3}
        referenceCode="HV3"
        current={none}
        defaultEmail="an@example.com"
        onClose={onClose}
      />,
      { account: testAccount() },
    );
    await screen.findByTestId("invoice-form");
    fireEvent.change(input("invoice.company"), { target: { value: "Công ty Sen Vàng" } });
    fireEvent.change(input("invoice.taxCode"), { target: { value: "0101 234 567-001" } });
    fireEvent.change(input("invoice.address"), { target: { value: "12 Hàng Bài" } });
    fireEvent.submit(screen.getByTestId("invoice-form"));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.path === "/api/order/invoice")?.body).toEqual({
      orderId: 3,
      company: "Công ty Sen Vàng",
      taxCode: "0101234567-001",
      address: "12 Hàng Bài",
      email: "an@example.com",
    });
  });
});
