import { Badge, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import type { OrderStatus } from "../../../shared/constants.ts";
import { formatDateTime, formatPrice } from "../../../shared/format.ts";
import { buildPath } from "../../../shared/routes.ts";
import { useAccount } from "../../account/account-query.ts";
import { apiList } from "../../api/client.ts";
import { type CourseRow, type InvoiceOrderRow, type ListResult, ref } from "../../api/records.ts";
import type { OrderItemRow, OrderRow } from "../../api/transactions.ts";
import { useLocale, useT } from "../../app-context.tsx";
import { InvoiceRequestDialog } from "./InvoiceRequestDialog.tsx";
import { SettingsSection } from "./SettingsSection.tsx";

/** A student's order with its invoice request's columns (the staff's invoice record). */
type OrderWithInvoice = OrderRow & InvoiceOrderRow;

const STATUS_COLORS: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: "yellow",
  PAID: "teal",
  CANCELLED: "gray",
};

/**
 * The student's order history: each order with its status, amount, reference code and what it
 * bought; an unpaid one leads back to its checkout, a paid one has its receipt as a PDF, and
 * any order not cancelled takes a VAT invoice request. Read through the generic list API, which
 * shows a student only their own orders (order.resource.ts).
 */
export function OrdersSection() {
  const t = useT();
  const locale = useLocale();
  const email = useAccount()?.user.email ?? "";
  const [invoicing, setInvoicing] = useState<OrderWithInvoice | null>(null);
  const orders = useQuery({
    queryKey: ["account", "orders"],
    queryFn: ({ signal }) =>
      apiList<ListResult<OrderWithInvoice>>(
        "order",
        { orders: [["create_time", "desc"]], refNames: ["order_item", "course"], limit: 50 },
        { signal },
      ),
  });
  const items = orders.data?.items ?? [];
  const refs = orders.data?.refs ?? {};
  const lines = Object.values(refs.order_item ?? {}) as OrderItemRow[];
  return (
    <SettingsSection title={t("account.ordersTitle")} description={t("account.ordersHint")}>
      {orders.isPending ? (
        <Loader size="sm" />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("account.noOrders")}
        </Text>
      ) : (
        <Stack gap="sm" data-testid="orders">
          {items.map((order) => {
            const courses = lines
              .filter((line) => line.order_id === order.id)
              .map((line) => ref<CourseRow>(refs, "course", line.course_id)?.name)
              .filter(Boolean)
              .join(", ");
            return (
              <Group
                key={order.id}
                justify="space-between"
                align="flex-start"
                wrap="nowrap"
                gap="sm"
                data-testid="order-row"
              >
                <Stack gap={2} miw={0}>
                  <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                    {courses || t(`enums.orderItemType.${order.item_type}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t("account.orderReference")}: <strong>{order.reference_code}</strong> ·{" "}
                    {formatDateTime(order.create_time)}
                  </Text>
                </Stack>
                <Stack gap={4} align="flex-end" style={{ flex: "none" }}>
                  <Text size="sm" fw={700} data-testid="order-amount">
                    {formatPrice(order.amount, locale, { zeroAsFree: false })}
                  </Text>
                  {/* A dot badge, as the enrollment statuses: the light variant's tinted text
                      falls below WCAG AA contrast on its background. */}
                  <Badge
                    variant="dot"
                    color={STATUS_COLORS[order.status]}
                    radius="sm"
                    tt="none"
                    data-testid="order-status"
                  >
                    {t(`enums.orderStatus.${order.status}`)}
                  </Badge>
                  {order.status === "PAID" && (
                    <Button
                      component="a"
                      href={`/api/order/receipt?id=${order.id}`}
                      download
                      size="compact-xs"
                      variant="light"
                      data-testid="order-receipt"
                    >
                      {t("account.receiptPdf")}
                    </Button>
                  )}
                  {order.status !== "CANCELLED" &&
                    (order.invoice_handled_time ? (
                      <Text size="xs" c="dimmed" data-testid="invoice-handled">
                        {t("invoice.handled")}
                      </Text>
                    ) : (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => setInvoicing(order)}
                        data-testid="order-invoice"
                      >
                        {order.invoice_request_time ? t("invoice.edit") : t("invoice.request")}
                      </Button>
                    ))}
                  {order.status === "AWAITING_PAYMENT" && (
                    <Button
                      component={Link}
                      to={buildPath("checkout", {
                        type: order.item_type === "COMBO" ? "combo" : "course",
                        id: String(order.item_id),
                      })}
                      size="compact-xs"
                      variant="light"
                    >
                      {t("account.payOrder")}
                    </Button>
                  )}
                </Stack>
              </Group>
            );
          })}
        </Stack>
      )}
      {invoicing && (
        <InvoiceRequestDialog
          orderId={invoicing.id}
          referenceCode={invoicing.reference_code}
          current={invoicing}
          defaultEmail={email}
          onClose={() => setInvoicing(null)}
        />
      )}
    </SettingsSection>
  );
}
