import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { type FormEvent, useRef, useState } from "react";
import type { OrderStatus } from "../../../../shared/constants.ts";
import { ApiError } from "../../../api/client.ts";
import type { StudentRow } from "../../../api/enrollments.ts";
import { type CourseRow, type ListResult, ref } from "../../../api/records.ts";
import {
  attachTransaction,
  findOrderForAttach,
  type OrderItemRow,
  type OrderMoney,
  type OrderRow,
  orderMoney,
  type TransactionRow,
} from "../../../api/transactions.ts";
import { useLocale, useT } from "../../../app-context.tsx";
import { SearchIcon, WarningIcon } from "../../../components/icons/pages.tsx";
import { toast } from "../../../feedback/toast.tsx";
import { FormAlert } from "../../../forms/FormAlert.tsx";
import { formatAmount } from "./transaction-columns.tsx";
import classes from "./transactions.module.css";

const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: "yellow",
  PAID: "teal",
  CANCELLED: "gray",
};

/**
 * The reference code a transfer message seems to carry (banks add text, dots and spaces),
 * to start the search with; the same shape as the server's codes (`HV` + 8 characters).
 */
export function referenceCodeIn(message: string): string {
  const compact = message.toUpperCase().replace(/[^0-9A-Z]/g, "");
  return /HV[2-9A-HJKMNP-Z]{8}/.exec(compact)?.[0] ?? "";
}

interface FoundOrder {
  order: OrderRow;
  refs: ListResult["refs"];
  /** The money linked to the order before this transaction. */
  money: OrderMoney;
}

interface AttachOrderDialogProps {
  transaction: TransactionRow;
  onClose: () => void;
  onAttached: () => void;
}

/**
 * "Attach to order": the admin finds the order the money was meant for (by its reference code
 * or id), sees whose it is and what it is for, and confirms; the server pays the order.
 */
export function AttachOrderDialog({ transaction, onClose, onAttached }: AttachOrderDialogProps) {
  const t = useT();
  const locale = useLocale();
  const [term, setTerm] = useState(() => referenceCodeIn(transaction.message));
  const [found, setFound] = useState<FoundOrder | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [attachError, setAttachError] = useState<string | null>(null);
  const [attaching, setAttaching] = useState(false);
  const [acceptShortfall, setAcceptShortfall] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const lookup = useRef<AbortController | null>(null);

  const search = async (event?: FormEvent) => {
    event?.preventDefault();
    setFound(null);
    setAttachError(null);
    setAcceptShortfall(false);
    setReason("");
    if (!term.trim()) {
      setLookupError(t("validation.required"));
      return;
    }
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    setSearching(true);
    setLookupError(null);
    try {
      const result = await findOrderForAttach(term, controller.signal);
      const order = result.items[0];
      if (order) {
        const money = await orderMoney(order.id, controller.signal);
        setFound({ order, refs: result.refs, money });
      } else setLookupError(t("transactions.orderNotFound"));
    } catch (error) {
      if (!(error instanceof ApiError && error.code === "CANCELED")) {
        setLookupError(error instanceof Error ? error.message : t("errors.default"));
      }
    } finally {
      if (lookup.current === controller) setSearching(false);
    }
  };

  const attach = async () => {
    if (!found) return;
    if (acceptShortfall && !reason.trim()) {
      setReasonError(t("validation.required"));
      return;
    }
    setAttaching(true);
    setAttachError(null);
    try {
      const result = await attachTransaction(
        transaction.id,
        found.order.id,
        acceptShortfall ? reason.trim() : undefined,
      );
      const reference = found.order.reference_code;
      if (result.paid) toast.success(t("transactions.attached", { reference }));
      else {
        const owed = formatAmount(found.order.amount - result.received, locale);
        toast.success(t("transactions.attachedPart", { reference, owed }));
      }
      onAttached();
      onClose();
    } catch (error) {
      setAttachError(error instanceof Error ? error.message : t("errors.default"));
    } finally {
      setAttaching(false);
    }
  };

  const paid = found?.order.status === "PAID";
  // What the order would still lack with this transaction: paying it then takes a reason.
  const shortfall = found
    ? Math.max(found.order.amount - found.money.received - transaction.amount, 0)
    : 0;
  const short = found !== null && !paid && shortfall > 0;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t("transactions.attachTitle")}
      centered
      radius="lg"
      closeButtonProps={{ "aria-label": t("actions.close") }}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">
          {t("transactions.attachIntro", { amount: formatAmount(transaction.amount, locale) })}{" "}
          <Code>{transaction.message || "—"}</Code>
        </Text>
        <form onSubmit={search} noValidate>
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <TextInput
              label={t("transactions.orderLookup")}
              placeholder="HV7K3M9Q2X"
              value={term}
              onChange={(event) => {
                setTerm(event.currentTarget.value);
                setLookupError(null);
              }}
              error={lookupError}
              leftSection={<SearchIcon size={16} />}
              flex={1}
              data-autofocus
              data-testid="order-lookup"
            />
            <Button type="submit" variant="light" loading={searching} mt={25}>
              {t("transactions.findOrder")}
            </Button>
          </Group>
        </form>
        {found && <OrderSummary found={found} transferAmount={transaction.amount} />}
        {paid && <FormAlert message={t("errors.order.alreadyPaid")} />}
        {short && (
          <Alert
            color="orange"
            variant="light"
            icon={<WarningIcon />}
            data-testid="attach-shortfall"
          >
            <Stack gap="sm">
              {/* Not the Alert's title: the orange title colour fails AA contrast. */}
              <Text size="sm" fw={700}>
                {t("transactions.shortfallTitle", { shortfall: formatAmount(shortfall, locale) })}
              </Text>
              <Text size="sm">{t("transactions.shortfallText")}</Text>
              <Checkbox
                checked={acceptShortfall}
                onChange={(event) => {
                  setAcceptShortfall(event.currentTarget.checked);
                  setReasonError(null);
                }}
                label={t("transactions.acceptShortfall", {
                  shortfall: formatAmount(shortfall, locale),
                })}
                data-testid="accept-shortfall"
              />
              {acceptShortfall && (
                <Textarea
                  label={t("transactions.shortfallReason")}
                  description={t("transactions.shortfallReasonHelp")}
                  value={reason}
                  onChange={(event) => {
                    setReason(event.currentTarget.value);
                    setReasonError(null);
                  }}
                  error={reasonError}
                  required
                  rows={2}
                  maxLength={500}
                  data-testid="shortfall-reason"
                />
              )}
            </Stack>
          </Alert>
        )}
        <FormAlert message={attachError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={attaching}>
            {t("actions.cancel")}
          </Button>
          <Button
            onClick={() => void attach()}
            loading={attaching}
            disabled={!found || paid}
            data-testid="confirm-attach"
          >
            {t(
              short && !acceptShortfall ? "transactions.attachPart" : "transactions.confirmAttach",
            )}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Whose order it is, what it is for and how much: what the admin checks before attaching. */
function OrderSummary({
  found: { order, refs, money },
  transferAmount,
}: {
  found: FoundOrder;
  transferAmount: number;
}) {
  const t = useT();
  const locale = useLocale();
  const student = ref<StudentRow>(refs, "user", order.user_id);
  const lines = Object.values(refs.order_item ?? {}) as OrderItemRow[];
  const courses = lines
    .filter((line) => line.order_id === order.id)
    .map((line) => ref<CourseRow>(refs, "course", line.course_id)?.name)
    .filter(Boolean);
  return (
    <div className={classes.orderCard} data-testid="found-order">
      <Group justify="space-between" gap="xs" mb={6}>
        <Code fz="sm">{order.reference_code}</Code>
        <Badge variant="dot" color={ORDER_STATUS_COLORS[order.status]} radius="sm">
          {t(`enums.orderStatus.${order.status}`)}
        </Badge>
      </Group>
      <dl className={classes.details}>
        <dt>{t("transactions.student")}</dt>
        <dd>
          {student?.full_name || "—"}
          {student?.email ? ` · ${student.email}` : ""}
        </dd>
        <dt>{t(`enums.orderItemType.${order.item_type}`)}</dt>
        <dd>{courses.join(", ") || "—"}</dd>
        <dt>{t("transactions.orderAmount")}</dt>
        <dd>
          <strong data-testid="attach-order-amount">{formatAmount(order.amount, locale)}</strong>
        </dd>
        <dt>{t("transactions.receivedSoFar")}</dt>
        <dd data-testid="attach-received">{formatAmount(money.received, locale)}</dd>
        {order.status !== "PAID" && (
          <>
            <dt>{t("transactions.thisTransfer")}</dt>
            <dd>{formatAmount(transferAmount, locale)}</dd>
            <dt>{t("transactions.shortfall")}</dt>
            <dd data-testid="attach-owed">
              {formatAmount(Math.max(money.owed - transferAmount, 0), locale)}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
