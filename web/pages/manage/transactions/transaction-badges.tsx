import { Badge, Stack, Text } from "@mantine/core";
import type {
  ReviewReason,
  TransactionProvider,
  TransactionStatus,
} from "../../../../shared/constants.ts";
import { useT } from "../../../app-context.tsx";
import classes from "./transactions.module.css";

const STATUS_COLORS: Record<TransactionStatus, string> = {
  MATCHED: "teal",
  NEEDS_REVIEW: "orange",
  IGNORED: "gray",
};

const PROVIDER_COLORS: Record<TransactionProvider, string> = {
  SEPAY: "brand",
  CASSO: "grape",
  MANUAL: "gray",
};

/** The transaction's status and, for one kept for review, why. */
export function TransactionStatusBadge({
  status,
  reason,
}: {
  status: TransactionStatus;
  reason: ReviewReason | null;
}) {
  const t = useT();
  return (
    <Stack gap={4} align="flex-start" className={classes.status}>
      <Badge
        variant="dot"
        color={STATUS_COLORS[status]}
        radius="sm"
        className={classes.badge}
        data-testid="status-badge"
      >
        {t(`enums.transactionStatus.${status}`)}
      </Badge>
      {reason && (
        <Text size="xs" c="dimmed" data-testid="review-reason">
          {t(`enums.reviewReason.${reason}`)}
        </Text>
      )}
    </Stack>
  );
}

export function ProviderBadge({ provider }: { provider: TransactionProvider }) {
  const t = useT();
  return (
    <Badge variant="light" color={PROVIDER_COLORS[provider]} radius="sm" className={classes.badge}>
      {t(`enums.transactionProvider.${provider}`)}
    </Badge>
  );
}
