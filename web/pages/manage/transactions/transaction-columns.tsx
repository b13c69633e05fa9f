import { Code, Stack, Text } from "@mantine/core";
import type { Locale } from "../../../../shared/constants.ts";
import { formatDateTime, formatPrice } from "../../../../shared/format.ts";
import { type ListResult, ref, type UserRow } from "../../../api/records.ts";
import type { OrderRow, TransactionRow } from "../../../api/transactions.ts";
import type { Translate } from "../../../app-context.tsx";
import type { ColumnDescription } from "../../../manage/management-description.ts";
import { ProviderBadge, TransactionStatusBadge } from "./transaction-badges.tsx";
import classes from "./transactions.module.css";

/** Who recorded a transaction: the admin who entered it, or the webhook / the system. */
export function authorOf(t: Translate, row: TransactionRow, refs: ListResult["refs"]): string {
  if (row.actor_kind === "USER") {
    const user = ref<UserRow>(refs, "user", row.created_by);
    if (user?.full_name) return user.full_name;
  }
  return t(`enums.actorKind.${row.actor_kind}`);
}

export const formatAmount = (amount: number, locale: Locale) =>
  formatPrice(amount, locale, { zeroAsFree: false });

/**
 * The table's columns, paired so that the actions stay in view on a laptop: when, the source
 * (provider and who recorded it), how much, the message and the receiving account, the status
 * with its review reason or its order.
 */
export const TRANSACTION_COLUMNS: readonly ColumnDescription<TransactionRow>[] = [
  {
    key: "transaction_time",
    label: "transactions.time",
    sortable: true,
    render: (row) => (
      // Date and time may wrap onto two lines when the table is short of room.
      <Text size="sm" className={classes.time} data-testid="transaction-time">
        {formatDateTime(row.transaction_time)}
      </Text>
    ),
  },
  {
    key: "provider",
    label: "transactions.provider",
    render: (row, { t, refs }) => (
      <Stack gap={4} align="flex-start">
        <ProviderBadge provider={row.provider} />
        <Text size="xs" c="dimmed" className={classes.author} data-testid="created-by">
          {authorOf(t, row, refs)}
        </Text>
      </Stack>
    ),
  },
  {
    key: "amount",
    label: "transactions.amount",
    sortable: true,
    render: (row, { locale }) => (
      <Text size="sm" fw={600} className={classes.nowrap} data-testid="transaction-amount">
        {formatAmount(row.amount, locale)}
      </Text>
    ),
  },
  {
    key: "message",
    label: "transactions.message",
    render: (row, { t }) => (
      <div className={classes.message}>
        <Text size="sm" lineClamp={2} title={row.message}>
          {row.message || "—"}
        </Text>
        {row.account_number && (
          <Text size="xs" c="dimmed" data-testid="account-number">
            {t("transactions.toAccount", { account: row.account_number })}
          </Text>
        )}
      </div>
    ),
  },
  {
    key: "status",
    label: "transactions.status",
    render: (row, { t, refs }) => {
      const order = ref<OrderRow>(refs, "order", row.order_id);
      return (
        <Stack gap={4} align="flex-start">
          <TransactionStatusBadge status={row.status} reason={row.review_reason} />
          {order && (
            <Text size="xs" c="dimmed" className={classes.nowrap}>
              {t("transactions.order")}{" "}
              <Code fz="xs" data-testid="order-reference">
                {order.reference_code}
              </Code>
            </Text>
          )}
        </Stack>
      );
    },
  },
];
