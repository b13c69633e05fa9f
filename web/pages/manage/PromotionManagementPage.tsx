import { Text } from "@mantine/core";
import { formatDateTime } from "../../../shared/format.ts";
import { isPromotionRunning } from "../../../shared/pricing.ts";
import { deletePromotion } from "../../api/catalogue.ts";
import {
  deleteAction,
  editAction,
  visibilityColumn,
  visibilityFilter,
} from "../../manage/description-parts.tsx";
import { ManagementScreen } from "../../manage/ManagementScreen.tsx";
import type { ManagementDescription } from "../../manage/management-description.ts";
import { type ManagedPromotionRow, PromotionDialog } from "./offers/PromotionDialog.tsx";
import { WithPromotionCourses } from "./offers/WithPromotionCourses.tsx";

/**
 * Promotion management (`/promotion-management`): the percentage, period and courses of each
 * promotion, whether it runs now; add, edit (with the sale prices it gives), delete.
 */
export const PROMOTIONS: ManagementDescription<ManagedPromotionRow> = {
  resource: "promotion",
  messages: {
    title: "nav.promotion_management",
    description: "catalogueAdmin.promotion.description",
  },
  defaultSort: { field: "update_time", direction: "desc" },
  search: { placeholder: "catalogueAdmin.promotion.searchPlaceholder" },
  filters: [visibilityFilter("catalogueAdmin.fields.visibility")],
  columns: [
    {
      key: "name",
      label: "catalogueAdmin.fields.name",
      sortable: true,
      render: (row) => (
        <Text size="sm" fw={600} data-testid="promotion-name">
          {row.name}
        </Text>
      ),
    },
    {
      key: "discount_percentage",
      label: "catalogueAdmin.promotion.percentage",
      width: 110,
      render: (row) => <Text size="sm">−{row.discount_percentage} %</Text>,
    },
    {
      key: "period",
      label: "catalogueAdmin.promotion.period",
      render: (row, { t }) => (
        <div>
          <Text size="sm">
            {formatDateTime(row.start_time)} → {formatDateTime(row.end_time)}
          </Text>
          {isPromotionRunning(row, new Date()) && (
            <Text size="xs" c="green">
              {t("catalogueAdmin.promotion.running")}
            </Text>
          )}
        </div>
      ),
    },
    visibilityColumn("catalogueAdmin.fields.visibility"),
  ],
  rowActions: [
    editAction({
      ability: "promotion.update",
      refused: "catalogueAdmin.notAllowed",
      dialog: ({ row, onClose, onSaved }) => (
        <WithPromotionCourses promotionId={row.id} onClose={onClose}>
          {(course_ids) => (
            <PromotionDialog
              promotion={{ ...row, course_ids }}
              onClose={onClose}
              onSaved={onSaved}
            />
          )}
        </WithPromotionCourses>
      ),
    }),
    deleteAction({
      ability: "promotion.delete",
      refused: "catalogueAdmin.notAllowed",
      title: "catalogueAdmin.promotion.delete",
      run: (row) => deletePromotion(row.id),
    }),
  ],
  create: {
    label: "catalogueAdmin.promotion.add",
    ability: "promotion.create",
    form: ({ onClose, onSaved }) => <PromotionDialog onClose={onClose} onSaved={onSaved} />,
  },
};

export default function PromotionManagementPage() {
  return <ManagementScreen description={PROMOTIONS} />;
}
