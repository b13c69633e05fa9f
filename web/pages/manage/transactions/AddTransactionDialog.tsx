import { Code, NumberInput, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { z } from "zod";
import {
  createTransaction,
  findOrderForAttach,
  type ManualTransactionInput,
  orderMoney,
} from "../../../api/transactions.ts";
import { useLocale, useT } from "../../../app-context.tsx";
import { toast } from "../../../feedback/toast.tsx";
import { siteDateTimeToIso } from "../../../forms/site-date-time.tsx";
import { useSchemaForm } from "../../../forms/use-schema-form.ts";
import { FormDialog } from "../../../manage/FormDialog.tsx";
import { referenceCodeIn } from "./AttachOrderDialog.tsx";
import { formatAmount } from "./transaction-columns.tsx";
import classes from "./transactions.module.css";

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
  // The order the message names, to show its amount, what arrived so far and the shortfall.
  const [code, setCode] = useState("");
  form.watch("message", ({ value }) => setCode(referenceCodeIn(String(value ?? ""))));

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
      {code && <OrderMoneyPreview code={code} amount={form.getValues().amount ?? 0} />}
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

/**
 * The order a manual transaction's message names (issue 19 item 3, as in the attach dialog):
 * its amount, the money received so far, this transaction and what would still be missing.
 * The server pays the order only once the money covers it; a shorter amount leaves it owed.
 */
function OrderMoneyPreview({ code, amount }: { code: string; amount: number }) {
  const t = useT();
  const locale = useLocale();
  const found = useQuery({
    queryKey: ["manage", "add-transaction-order", code],
    queryFn: async ({ signal }) => {
      const answer = await findOrderForAttach(code, signal);
      const order = answer.items[0];
      return order ? { order, money: await orderMoney(order.id, signal) } : null;
    },
    staleTime: 10_000,
  });
  if (!found.data) return null;
  const { order, money } = found.data;
  const short = Math.max(money.owed - amount, 0);
  return (
    <div className={classes.orderCard} data-testid="add-found-order">
      <Code fz="sm">{order.reference_code}</Code>
      <dl className={classes.details}>
        <dt>{t("transactions.orderAmount")}</dt>
        <dd>
          <strong data-testid="add-order-amount">{formatAmount(money.amount, locale)}</strong>
        </dd>
        <dt>{t("transactions.receivedSoFar")}</dt>
        <dd data-testid="add-received">{formatAmount(money.received, locale)}</dd>
        <dt>{t("transactions.thisTransfer")}</dt>
        <dd>{formatAmount(amount, locale)}</dd>
        <dt>{t("transactions.shortfall")}</dt>
        <dd data-testid="add-owed" data-short={short > 0 || undefined}>
          {formatAmount(short, locale)}
        </dd>
      </dl>
    </div>
  );
}
