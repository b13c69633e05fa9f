import { Text } from "@mantine/core";
import { VISIBILITIES } from "../../../shared/constants.ts";
import { formatDateTime } from "../../../shared/format.ts";
import type { ArticleCategoryRow } from "../../api/article-categories.ts";
import {
  type ArticleRow,
  deleteArticle,
  publishArticle,
  submitArticle,
} from "../../api/articles.ts";
import type { ListQuery } from "../../api/client.ts";
import { ref, type UserRow } from "../../api/records.ts";
import { ManagementScreen } from "../../manage/ManagementScreen.tsx";
import type { ManagementDescription } from "../../manage/management-description.ts";
import type { RecordSource } from "../../manage/RecordPicker.tsx";
import { ArticleEditorDialog } from "./articles/ArticleEditorDialog.tsx";
import { ArticleStatusBadge } from "./articles/ArticleStatusBadge.tsx";

/** Categories by name (the list's search), for the category filter. */
const CATEGORY_SOURCE: RecordSource<ArticleCategoryRow> = {
  resource: "article_category",
  searchQuery: (term: string): ListQuery => ({
    ...(term ? { search: term } : {}),
    orders: [["name", "asc"]],
  }),
  labelOf: (category) => category.name,
};

/**
 * Article management (`/article-management`): every article a manager may see, or a writer's
 * own and the published ones; writing in the editor dialog, submitting, publishing, deleting —
 * each offered as the record's policies allow (docs/decisions/003).
 */
export const ARTICLES: ManagementDescription<ArticleRow> = {
  resource: "article",
  refNames: ["user", "article_category"],
  messages: { title: "nav.article_management", description: "articleAdmin.description" },
  defaultSort: { field: "update_time", direction: "desc" },
  search: { placeholder: "articleAdmin.searchPlaceholder" },
  filters: [
    {
      kind: "select",
      name: "visibility",
      label: "articleAdmin.status",
      options: (t) => VISIBILITIES.map((v) => ({ value: v, label: t(`enums.visibility.${v}`) })),
    },
    {
      kind: "record",
      name: "category",
      field: "category_id",
      label: "articleCategories.field",
      placeholder: "articleCategories.searchPlaceholder",
      source: CATEGORY_SOURCE,
    },
  ],
  columns: [
    {
      key: "name",
      label: "articleAdmin.title",
      sortable: true,
      render: (row) => (
        <Text size="sm" fw={500} lineClamp={2}>
          {row.name}
        </Text>
      ),
    },
    {
      key: "status",
      width: 170,
      label: "articleAdmin.status",
      render: (row) => <ArticleStatusBadge article={row} />,
    },
    {
      key: "category_id",
      label: "articleCategories.field",
      render: (row, { refs }) =>
        ref<ArticleCategoryRow>(refs, "article_category", row.category_id)?.name ?? "",
    },
    {
      key: "creator_id",
      label: "articleAdmin.author",
      render: (row, { refs }) => ref<UserRow>(refs, "user", row.creator_id)?.full_name ?? "",
    },
    {
      key: "update_time",
      label: "articleAdmin.updated",
      sortable: true,
      render: (row) => formatDateTime(row.update_time),
    },
  ],
  rowActions: [
    {
      key: "edit",
      label: "actions.edit",
      policy: { action: "update", ability: "article.update", refused: "articleAdmin.notEditable" },
      dialog: ({ row, onClose, onSaved }) => (
        <ArticleEditorDialog article={row} onClose={onClose} onSaved={onSaved} />
      ),
    },
    {
      key: "submit",
      label: "articleAdmin.submit",
      shownFor: (row) => row.visibility !== "PUBLIC" && row.submitted_time === null,
      policy: {
        action: "submit",
        ability: "article.submit",
        refused: "articleAdmin.notSubmittable",
      },
      run: (row) => submitArticle(row.id),
      success: "articleAdmin.submitted",
    },
    {
      key: "publish",
      label: "articleAdmin.publish",
      variant: "light",
      shownFor: (row) => row.visibility !== "PUBLIC",
      policy: {
        action: "publish",
        ability: "article.publish",
        refused: "articleAdmin.notPublishable",
      },
      confirm: (row, { t }) => ({ title: t("articleAdmin.publish"), message: row.name }),
      run: (row) => publishArticle(row.id),
      success: "articleAdmin.published",
    },
    {
      key: "delete",
      label: "actions.delete",
      policy: { action: "delete", ability: "article.delete", refused: "articleAdmin.notEditable" },
      confirm: (row, { t }) => ({
        title: t("actions.delete"),
        message: t("articleAdmin.deleteConfirm", { name: row.name }),
        danger: true,
      }),
      run: (row) => deleteArticle(row.id),
      success: "success.deleted",
    },
  ],
  create: {
    label: "articleAdmin.add",
    ability: "article.create",
    form: ({ onClose, onSaved }) => <ArticleEditorDialog onClose={onClose} onSaved={onSaved} />,
  },
};

export default function ArticleManagementPage() {
  return <ManagementScreen description={ARTICLES} />;
}
