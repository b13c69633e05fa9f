import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { formatDateTime } from "../../../shared/format.ts";
import { buildPath } from "../../../shared/routes.ts";
import { type ArticleCategoryRow, deleteArticleCategory } from "../../api/article-categories.ts";
import { ManagementScreen } from "../../manage/ManagementScreen.tsx";
import type { ManagementDescription } from "../../manage/management-description.ts";
import { ArticleCategoryDialog } from "./article-categories/ArticleCategoryDialog.tsx";

/**
 * Article categories (`/article-category-management`, issue 16): ADMIN and CONTENT_MANAGER add,
 * rename and delete them (an article whose category is deleted keeps going without one);
 * writers and ADMIN_TRIAL look.
 */
export const ARTICLE_CATEGORIES: ManagementDescription<ArticleCategoryRow> = {
  resource: "article_category",
  messages: {
    title: "nav.article_category_management",
    description: "articleCategories.description",
  },
  defaultSort: { field: "name", direction: "asc" },
  search: { placeholder: "articleCategories.searchPlaceholder" },
  columns: [
    {
      key: "name",
      label: "articleCategories.name",
      sortable: true,
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.name}
        </Text>
      ),
    },
    {
      key: "slug",
      label: "articleCategories.slug",
      render: (row) => (
        <Anchor
          component={Link}
          to={`${buildPath("article_discovery")}?category=${row.id}`}
          size="sm"
        >
          {row.slug}
        </Anchor>
      ),
    },
    {
      key: "update_time",
      label: "articleCategories.updated",
      sortable: true,
      render: (row) => (row.update_time ? formatDateTime(row.update_time) : ""),
    },
  ],
  rowActions: [
    {
      key: "edit",
      label: "actions.edit",
      policy: {
        action: "update",
        ability: "article_category.update",
        refused: "articleCategories.notEditable",
      },
      dialog: ({ row, onClose, onSaved }) => (
        <ArticleCategoryDialog category={row} onClose={onClose} onSaved={onSaved} />
      ),
    },
    {
      key: "delete",
      label: "actions.delete",
      variant: "subtle",
      policy: {
        action: "delete",
        ability: "article_category.delete",
        refused: "articleCategories.notEditable",
      },
      confirm: (row, { t }) => ({
        title: t("actions.delete"),
        message: t("articleCategories.deleteConfirm", { name: row.name }),
        danger: true,
      }),
      run: (row) => deleteArticleCategory(row.id),
      success: "success.deleted",
    },
  ],
  create: {
    label: "articleCategories.add",
    ability: "article_category.create",
    form: ({ onClose, onSaved }) => <ArticleCategoryDialog onClose={onClose} onSaved={onSaved} />,
  },
};

export default function ArticleCategoryManagementPage() {
  return <ManagementScreen description={ARTICLE_CATEGORIES} />;
}
