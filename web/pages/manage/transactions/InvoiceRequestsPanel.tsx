import { Badge, Button, Group, Paper, Stack, Switch, Table, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatDateTime, formatPrice } from "../../../../shared/format.ts";
import type { InvoiceRequestRecord } from "../../../../shared/schemas/orders.ts";
import { useAbility } from "../../../account/account-query.ts";
import { apiList, apiPost } from "../../../api/client.ts";
import type { InvoiceOrderRow, ListResult } from "../../../api/records.ts";
import { useLocale, useT } from "../../../app-context.tsx";
import { toast, toastError } from "../../../feedback/toast.tsx";

const KEY = ["manage", "invoice-requests"] as const;

/**
 * The buyers' VAT invoice requests beside the transactions (issue 19 item 6): newest first,
 * by default only those not yet handled; an admin marks one handled once the e-invoice is
 * issued outside the platform (ADMIN_TRIAL only looks).
 */
export function InvoiceRequestsPanel() {
  const t = useT();
  const locale = useLocale();
  const canHandle = useAbility("order.handleInvoice");
  const [pendingOnly, setPendingOnly] = useState(true);
  const queryClient = useQueryClient();
  const requests = useQuery({
    queryKey: [...KEY, pendingOnly],
    queryFn: ({ signal }) =>
      apiList<ListResult<InvoiceOrderRow>>(
        "order",
        {
          filters: [
            ["invoice_request_time", "!=", null],
            ...(pendingOnly ? [["invoice_handled_time", "=", null] as const] : []),
          ],
          orders: [["invoice_request_time", "desc"]],
          limit: 50,
        },
        { signal },
      ),
  });
  const handle = useMutation({
    mutationFn: (orderId: number) =>
      apiPost<InvoiceRequestRecord>("/api/order/invoice-handled", { orderId }),
    onSuccess: async () => {
      toast.success(t("invoice.markedHandled"));
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: toastError,
  });
  const items = requests.data?.items ?? [];
  return (
    <Paper withBorder radius="md" p="md" mt="xl" data-testid="invoice-requests">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {t("invoice.listTitle")}
        </Title>
        <Switch
          checked={pendingOnly}
          onChange={(event) => setPendingOnly(event.currentTarget.checked)}
          label={t("invoice.pendingOnly")}
          data-testid="invoice-pending-only"
        />
      </Group>
      {requests.isSuccess && items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("invoice.none")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("account.orderReference")}</Table.Th>
                <Table.Th>{t("invoice.company")}</Table.Th>
                <Table.Th>{t("invoice.taxCode")}</Table.Th>
                <Table.Th>{t("invoice.email")}</Table.Th>
                <Table.Th ta="right">{t("receipt.total")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((order) => (
                <Table.Tr key={order.id} data-testid="invoice-request-row">
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {order.reference_code}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {order.invoice_request_time && formatDateTime(order.invoice_request_time)}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{order.invoice_company}</Text>
                    <Text size="xs" c="dimmed">
                      {order.invoice_address}
                    </Text>
                  </Table.Td>
                  <Table.Td>{order.invoice_tax_code}</Table.Td>
                  <Table.Td>{order.invoice_email}</Table.Td>
                  <Table.Td ta="right">
                    {formatPrice(order.amount, locale, { zeroAsFree: false })}
                  </Table.Td>
                  <Table.Td ta="right">
                    {order.invoice_handled_time ? (
                      <Badge variant="dot" color="teal" tt="none">
                        {t("invoice.handled")}
                      </Badge>
                    ) : (
                      <Button
                        size="compact-sm"
                        variant="light"
                        disabled={!canHandle}
                        loading={handle.isPending && handle.variables === order.id}
                        onClick={() => handle.mutate(order.id)}
                      >
                        {t("invoice.markHandled")}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
