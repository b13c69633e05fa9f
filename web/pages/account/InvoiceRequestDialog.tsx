import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import {
  type InvoiceRequestInput,
  type InvoiceRequestRecord,
  invoiceRequestSchema,
} from "../../../shared/schemas/orders.ts";
import { apiPost } from "../../api/client.ts";
import type { InvoiceOrderRow } from "../../api/records.ts";
import { useT } from "../../app-context.tsx";
import { toast } from "../../feedback/toast.tsx";
import { FormAlert } from "../../forms/FormAlert.tsx";
import { useSchemaForm } from "../../forms/use-schema-form.ts";

/** An order's invoice request as the list API sends it (the shared record; null: none yet). */
export type OrderInvoiceFields = Pick<
  InvoiceOrderRow,
  "invoice_company" | "invoice_tax_code" | "invoice_address" | "invoice_email"
>;

/**
 * Ask for a VAT invoice on an order, or change the request until the school handles it
 * (docs/product/orders-and-payment.md "VAT invoices"). The tax code is checked as typed
 * (10 digits, or 10-3 for a branch) by the same schema the server uses.
 */
export function InvoiceRequestDialog({
  orderId,
  referenceCode,
  current,
  defaultEmail,
  onClose,
}: {
  orderId: number;
  referenceCode: string;
  current: OrderInvoiceFields;
  defaultEmail: string;
  onClose: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useSchemaForm(invoiceRequestSchema, {
    orderId,
    company: current.invoice_company ?? "",
    taxCode: current.invoice_tax_code ?? "",
    address: current.invoice_address ?? "",
    email: current.invoice_email ?? defaultEmail,
  } satisfies InvoiceRequestInput);
  const submit = form.onSubmit(async (body) => {
    await apiPost<InvoiceRequestRecord>("/api/order/invoice", body);
    await queryClient.invalidateQueries({ queryKey: ["account", "orders"] });
    toast.success(t("invoice.saved"));
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={`${t("invoice.title")} · ${referenceCode}`} centered>
      <form ref={form.formRef} noValidate onSubmit={submit} data-testid="invoice-form">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t("invoice.hint")}
          </Text>
          <TextInput
            key={form.key("company")}
            {...form.getInputProps("company")}
            label={t("invoice.company")}
            autoComplete="organization"
            required
          />
          <TextInput
            key={form.key("taxCode")}
            {...form.getInputProps("taxCode")}
            label={t("invoice.taxCode")}
            description={t("invoice.taxCodeHint")}
            inputMode="numeric"
            required
          />
          <TextInput
            key={form.key("address")}
            {...form.getInputProps("address")}
            label={t("invoice.address")}
            autoComplete="street-address"
            required
          />
          <TextInput
            key={form.key("email")}
            {...form.getInputProps("email")}
            label={t("invoice.email")}
            type="email"
            autoComplete="email"
            required
          />
          <FormAlert message={form.formError} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("actions.cancel")}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t("actions.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
