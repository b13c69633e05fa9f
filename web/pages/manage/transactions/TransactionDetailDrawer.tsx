import { Code, Drawer, SimpleGrid, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { formatDateTimeSeconds } from "../../../../shared/format.ts";
import { type ListResult, ref } from "../../../api/records.ts";
import type { OrderRow, TransactionRow } from "../../../api/transactions.ts";
import { useLocale, useT } from "../../../app-context.tsx";
import { ProviderBadge, TransactionStatusBadge } from "./transaction-badges.tsx";
import { authorOf, formatAmount } from "./transaction-columns.tsx";
import classes from "./transactions.module.css";

/** The provider's body, indented when it is JSON; as it came otherwise (a MALFORMED one). */
export function prettyPayload(raw: string | null): string | null {
  if (raw === null || raw === "") return null;
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

interface TransactionDetailDrawerProps {
  transaction: TransactionRow;
  refs: ListResult["refs"];
  onClose: () => void;
}

/**
 * Every field of one transaction, and the raw payload the bank's webhook sent. It closes
 * itself first and tells `onClose` once it has slid out, so that closing is animated.
 */
export function TransactionDetailDrawer({
  transaction,
  refs,
  onClose,
}: TransactionDetailDrawerProps) {
  const t = useT();
  const locale = useLocale();
  const row = transaction;
  const [opened, setOpened] = useState(true);
  const order = ref<OrderRow>(refs, "order", row.order_id);
  const payload = prettyPayload(row.raw_payload);

  const item = (label: string, value: ReactNode) => (
    <div key={label}>
      <dt>{label}</dt>
      <dd>{value ?? "—"}</dd>
    </div>
  );

  return (
    <Drawer
      opened={opened}
      onClose={() => setOpened(false)}
      onExitTransitionEnd={onClose}
      position="right"
      size="lg"
      closeButtonProps={{ "aria-label": t("actions.close") }}
      title={t("transactions.detailTitle", { id: row.id })}
      data-testid="transaction-detail"
    >
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" className={classes.details}>
        {item(t("transactions.time"), formatDateTimeSeconds(row.transaction_time))}
        {item(t("transactions.amount"), <strong>{formatAmount(row.amount, locale)}</strong>)}
        {item(t("transactions.provider"), <ProviderBadge provider={row.provider} />)}
        {item(
          t("transactions.status"),
          <TransactionStatusBadge status={row.status} reason={row.review_reason} />,
        )}
        {item(t("transactions.message"), row.message || null)}
        {item(t("transactions.accountNumber"), row.account_number)}
        {item(t("transactions.bankReference"), row.bank_reference)}
        {item(t("transactions.providerId"), row.provider_transaction_id)}
        {item(t("transactions.order"), order ? <Code>{order.reference_code}</Code> : null)}
        {item(t("transactions.createdBy"), authorOf(t, row, refs))}
        {item(t("transactions.recordedAt"), formatDateTimeSeconds(row.create_time))}
      </SimpleGrid>
      <Text size="sm" fw={600} mt="xs" mb={6}>
        {t("transactions.rawPayload")}
      </Text>
      {payload ? (
        // Focusable, so that a keyboard can scroll a long body too.
        <Code
          block
          className={classes.payload}
          tabIndex={0}
          aria-label={t("transactions.rawPayload")}
          data-testid="raw-payload"
        >
          {payload}
        </Code>
      ) : (
        <Text size="sm" c="dimmed">
          {t("transactions.noPayload")}
        </Text>
      )}
    </Drawer>
  );
}
