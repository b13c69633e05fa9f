import { useQueryClient } from "@tanstack/react-query";
import { articleCategoryFields } from "../../../../shared/schemas/content.ts";
import {
  ARTICLE_CATEGORIES_KEY,
  type ArticleCategoryRow,
  createArticleCategory,
  updateArticleCategory,
} from "../../../api/article-categories.ts";
import { useT } from "../../../app-context.tsx";
import { toast } from "../../../feedback/toast.tsx";
import { NameSlugFields } from "../../../forms/NameSlugFields.tsx";
import { useSchemaForm } from "../../../forms/use-schema-form.ts";
import { FormDialog } from "../../../manage/FormDialog.tsx";

interface ArticleCategoryDialogProps {
  category?: ArticleCategoryRow;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds or renames an article category: its name and the slug `/articles` filters by. */
export function ArticleCategoryDialog({ category, onClose, onSaved }: ArticleCategoryDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useSchemaForm(articleCategoryFields, {
    name: category?.name ?? "",
    slug: category?.slug ?? "",
  });
  const submit = form.onSubmit(async (values) => {
    if (category) await updateArticleCategory(category.id, values);
    else await createArticleCategory(values);
    // The article form's category list.
    await queryClient.invalidateQueries({ queryKey: ARTICLE_CATEGORIES_KEY });
    toast.success(t(category ? "success.saved" : "articleCategories.added"));
    onSaved();
    onClose();
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={t(category ? "articleCategories.editTitle" : "articleCategories.addTitle")}
      onSubmit={submit}
      form={form}
      submitLabel={category ? undefined : t("actions.add")}
    >
      <NameSlugFields
        form={form}
        editing={category !== undefined}
        nameLabel={t("articleCategories.name")}
        slugLabel={t("articleCategories.slug")}
        autoFocus
      />
    </FormDialog>
  );
}
