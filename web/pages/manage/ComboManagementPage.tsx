import { Text } from "@mantine/core";
import { formatPrice } from "../../../shared/format.ts";
import { deleteCombo } from "../../api/catalogue.ts";
import {
  deleteAction,
  editAction,
  visibilityColumn,
  visibilityFilter,
} from "../../manage/description-parts.tsx";
import { ManagementScreen } from "../../manage/ManagementScreen.tsx";
import type { ManagementDescription } from "../../manage/management-description.ts";
import { ComboDialog, type ManagedComboRow } from "./offers/ComboDialog.tsx";

/**
 * Combo management (`/combo-management`): courses sold together at a price of their own; add,
 * edit, delete one nobody ordered (else the server says why: hide it instead).
 */
export const COMBOS: ManagementDescription<ManagedComboRow> = {
  resource: "combo",
  refNames: ["course"],
  messages: { title: "nav.combo_management", description: "catalogueAdmin.combo.description" },
  defaultSort: { field: "update_time", direction: "desc" },
  search: { placeholder: "catalogueAdmin.combo.searchPlaceholder", field: "name" },
  filters: [visibilityFilter("catalogueAdmin.fields.visibility")],
  columns: [
    {
      key: "name",
      label: "catalogueAdmin.fields.name",
      sortable: true,
      render: (row, { t }) => (
        <div>
          <Text size="sm" fw={600} data-testid="combo-name">
            {row.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t("catalogueAdmin.combo.courseCount", { count: row.course_ids?.length ?? 0 })}
          </Text>
        </div>
      ),
    },
    {
      key: "price",
      label: "catalogueAdmin.fields.price",
      sortable: true,
      width: 140,
      render: (row, { locale }) => <Text size="sm">{formatPrice(row.price, locale)}</Text>,
    },
    visibilityColumn("catalogueAdmin.fields.visibility"),
  ],
  rowActions: [
    editAction({
      ability: "combo.update",
      refused: "catalogueAdmin.notAllowed",
      dialog: ({ row, onClose, onSaved }) => (
        <ComboDialog combo={row} onClose={onClose} onSaved={onSaved} />
      ),
    }),
    deleteAction({
      ability: "combo.delete",
      refused: "catalogueAdmin.notAllowed",
      title: "catalogueAdmin.combo.delete",
      run: (row) => deleteCombo(row.id),
    }),
  ],
  create: {
    label: "catalogueAdmin.combo.add",
    ability: "combo.create",
    form: ({ onClose, onSaved }) => <ComboDialog onClose={onClose} onSaved={onSaved} />,
  },
};

export default function ComboManagementPage() {
  return <ManagementScreen description={COMBOS} />;
}
