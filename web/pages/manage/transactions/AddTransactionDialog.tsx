import { NumberInput, Text, TextInput } from "@mantine/core";
import { z } from "zod";
import { createTransaction, type ManualTransactionInput } from "../../../api/transactions.ts";
import { useLocale, useT } from "../../../app-context.tsx";
import { toast } from "../../../feedback/toast.tsx";
import { siteDateTimeToIso } from "../../../forms/site-date-time.tsx";
import { useSchemaForm } from "../../../forms/use-schema-form.ts";
import { FormDialog } from "../../../manage/FormDialog.tsx";

// The names are those of `POST /api/transaction/create`, so that its VALIDATION issues land on
// the right fields.
const manualTransactionForm = z.object({
  amount: z
    .number({ error: "validation.required" })
    .int({ error: "validation.invalidValue" })
    .min(1)
    .max(Number.MAX_SAFE_INTEGER),
  message: z.string().trim().max(500),
  transactionTime: z
    .string()
    .refine((value) => value === "" || siteDateTimeToIso(value) !== undefined, {
      error: "validation.invalidDateTime",
    }),
  bankReference: z.string().trim().max(100),
  accountNumber: z.string().trim().max(40),
});

/** The request body: empty optional fields left out, so that the server's defaults apply. */
export function toManualTransaction(
  values: z.output<typeof manualTransactionForm>,
): ManualTransactionInput {
  return {
    amount: values.amount,
    message: values.message,
    transactionTime: siteDateTimeToIso(values.transactionTime),
    bankReference: values.bankReference || undefined,
    accountNumber: values.accountNumber || undefined,
  };
}

interface AddTransactionDialogProps {
  onClose: () => void;
  onAdded: () => void;
}

/**
 * "Add transaction": money the webhook missed, or paid at the desk. With the order's reference
 * code in the message, the server matches and pays it like a bank transfer; otherwise the
 * transaction is kept for review.
 */
export function AddTransactionDialog({ onClose, onAdded }: AddTransactionDialogProps) {
  const t = useT();
  const locale = useLocale();
  const form = useSchemaForm(manualTransactionForm, {
    amount: undefined as unknown as number,
    message: "",
    transactionTime: "",
    bankReference: "",
    accountNumber: "",
  });

  const submit = form.onSubmit(async (values) => {
    await createTransaction(toManualTransaction(values));
    toast.success(t("success.added.transaction"));
    onAdded();
    onClose();
  });

  return (
    <FormDialog
      opened
      onClose={onClose}
      title={t("transactions.addTitle")}
      onSubmit={submit}
      form={form}
      submitLabel={t("actions.add")}
    >
      <NumberInput
        name="amount"
        label={t("transactions.amountVnd")}
        required
        min={1}
        step={1000}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator={locale === "vi" ? "." : ","}
        decimalSeparator={locale === "vi" ? "," : "."}
        suffix=" đ"
        value={form.getValues().amount ?? ""}
        onChange={(value) =>
          form.setFieldValue("amount", (typeof value === "number" ? value : undefined) as number)
        }
        error={form.errors.amount}
        data-autofocus
      />
      <TextInput
        key={form.key("message")}
        {...form.getInputProps("message")}
        label={t("transactions.messageOrCode")}
        description={t("transactions.messageHelp")}
        placeholder="HV7K3M9Q2X"
      />
      <TextInput
        key={form.key("transactionTime")}
        {...form.getInputProps("transactionTime")}
        type="datetime-local"
        label={t("transactions.transactionTime")}
        description={t("transactions.transactionTimeHelp")}
      />
      <TextInput
        key={form.key("bankReference")}
        {...form.getInputProps("bankReference")}
        label={t("transactions.bankReference")}
      />
      <TextInput
        key={form.key("accountNumber")}
        {...form.getInputProps("accountNumber")}
        label={t("transactions.accountNumber")}
        placeholder={t("transactions.accountDefault")}
      />
      <Text size="xs" c="dimmed">
        {t("transactions.manualNotice")}
      </Text>
    </FormDialog>
  );
}
