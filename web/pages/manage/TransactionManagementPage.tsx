import { TRANSACTION_PROVIDERS, TRANSACTION_STATUSES } from "../../../shared/constants.ts";
import { TRANSACTION_REF_NAMES, type TransactionRow } from "../../api/transactions.ts";
import { ManagementScreen } from "../../manage/ManagementScreen.tsx";
import type { ManagementDescription } from "../../manage/management-description.ts";
import { AddTransactionDialog } from "./transactions/AddTransactionDialog.tsx";
import { AttachOrderDialog } from "./transactions/AttachOrderDialog.tsx";
import { InvoiceRequestsPanel } from "./transactions/InvoiceRequestsPanel.tsx";
import { TransactionDetailDrawer } from "./transactions/TransactionDetailDrawer.tsx";
import { TRANSACTION_COLUMNS } from "./transactions/transaction-columns.tsx";

/**
 * Transaction management (`/transaction-management`): the money received through the bank
 * webhooks or entered by hand, filtered by status, provider and day (GMT+07:00); the details
 * and raw body of each; attaching a transfer kept for review to its order; adding one by hand.
 * The resource has no search column: the search looks for the text in the transfer message,
 * where the order's reference code is. ADMIN_TRIAL only looks.
 */
export const TRANSACTIONS: ManagementDescription<TransactionRow> = {
  resource: "transaction",
  refNames: TRANSACTION_REF_NAMES,
  // An attached or matched transfer paid an order and activated enrollments.
  alsoRefresh: ["enrollment"],
  messages: { title: "nav.transaction_management", description: "transactions.description" },
  defaultSort: { field: "transaction_time", direction: "desc" },
  search: { placeholder: "transactions.searchPlaceholder", field: "message" },
  filters: [
    {
      kind: "select",
      name: "status",
      label: "transactions.status",
      options: (t) =>
        TRANSACTION_STATUSES.map((status) => ({
          value: status,
          label: t(`enums.transactionStatus.${status}`),
        })),
    },
    {
      kind: "select",
      name: "provider",
      label: "transactions.provider",
      options: (t) =>
        TRANSACTION_PROVIDERS.map((provider) => ({
          value: provider,
          label: t(`enums.transactionProvider.${provider}`),
        })),
    },
    {
      kind: "dateRange",
      field: "transaction_time",
      from: { name: "from", label: "transactions.fromDate" },
      to: { name: "to", label: "transactions.toDate" },
    },
  ],
  columns: TRANSACTION_COLUMNS,
  rowActions: [
    {
      key: "details",
      label: "transactions.details",
      dialog: ({ row, context, onClose }) => (
        <TransactionDetailDrawer transaction={row} refs={context.refs} onClose={onClose} />
      ),
    },
    {
      key: "attach",
      label: "transactions.attach",
      variant: "light",
      shownFor: (row) => row.status === "NEEDS_REVIEW",
      policy: {
        action: "attach",
        ability: "transaction.attach",
        refused: "errors.transaction.notReviewable",
      },
      dialog: ({ row, onClose, onSaved }) => (
        <AttachOrderDialog transaction={row} onClose={onClose} onAttached={onSaved} />
      ),
    },
  ],
  create: {
    label: "transactions.add",
    ability: "transaction.create",
    form: ({ onClose, onSaved }) => <AddTransactionDialog onClose={onClose} onAdded={onSaved} />,
  },
};

export default function TransactionManagementPage() {
  return (
    <>
      <ManagementScreen description={TRANSACTIONS} />
      <InvoiceRequestsPanel />
    </>
  );
}
