import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { type RichContent, readRichContent } from "../../../../shared/rich-content/schema.ts";
import { type ArticleFields, articleFields } from "../../../../shared/schemas/content.ts";
import { useAbility } from "../../../account/account-query.ts";
import { useArticleCategories } from "../../../api/article-categories.ts";
import {
  type ArticleRow,
  type ArticleState,
  createArticle,
  publishArticle,
  submitArticle,
  updateArticle,
} from "../../../api/articles.ts";
import { useT } from "../../../app-context.tsx";
import { MediaPicker } from "../../../components/media-picker/MediaPicker.tsx";
import { firstContentIssue, RichTextEditor } from "../../../components/rich-editor/index.ts";
import { toast, toastError } from "../../../feedback/toast.tsx";
import { FormAlert } from "../../../forms/FormAlert.tsx";
import { NameSlugFields } from "../../../forms/NameSlugFields.tsx";
import { useSchemaForm } from "../../../forms/use-schema-form.ts";
import { AutosaveStatusText } from "./AutosaveStatusText.tsx";
import { useAutosave } from "./use-autosave.ts";

interface ArticleEditorDialogProps {
  article?: ArticleRow;
  onClose: () => void;
  onSaved: () => void;
}

function initialValues(article?: ArticleRow): ArticleFields {
  return {
    name: article?.name ?? "",
    slug: article?.slug ?? "",
    description: article?.description ?? "",
    content: readRichContent(article?.content ?? null),
    avatar_image_id: article?.avatar_image_id ?? null,
    banner_image_id: article?.banner_image_id ?? null,
    priority: article?.priority ?? 0,
    category_id: article?.category_id ?? null,
  };
}

/**
 * Writing an article: title, slug (from the title until edited), SEO description, cover and
 * banner from the media picker, the rich-text content. A draft saves itself (use-autosave.ts);
 * a writer submits it for review, a manager publishes it (the buttons follow the account's
 * abilities; the server decides each step again).
 */
export function ArticleEditorDialog({ article, onClose, onSaved }: ArticleEditorDialogProps) {
  const t = useT();
  const mayPublish = useAbility("article.publish");
  const maySubmit = useAbility("article.submit");
  const [state, setState] = useState<ArticleState | null>(article ?? null);
  const [busy, setBusy] = useState(false);
  // "… added successfully" the first time the person saves a new article, even when the
  // autosave already created it.
  const [addAnnounced, setAddAnnounced] = useState(article !== undefined);
  const form = useSchemaForm(articleFields, initialValues(article));
  const values = form.getValues();
  const published = state?.visibility === "PUBLIC";

  const write = async (fields: ArticleFields) => {
    const next = state ? await updateArticle(state.id, fields) : await createArticle(fields);
    setState(next);
    onSaved();
    return next;
  };
  const autosave = useAutosave({
    read: () => form.getValues(),
    // Only drafts save themselves: a published article changes when someone presses Save.
    canSave: (current) =>
      !published &&
      articleFields.safeParse(current).success &&
      !firstContentIssue((current.content ?? null) as RichContent | null),
    save: (current) => write(articleFields.parse(current)),
  });

  /** Saves what is typed (when it changed), then runs the step. */
  const saveThen = (step?: (saved: ArticleState) => Promise<ArticleState>, success?: string) =>
    form.onSubmit(async (data) => {
      const issue = firstContentIssue(data.content);
      if (issue) {
        form.setFieldError("content", t(issue));
        return;
      }
      setBusy(true);
      try {
        let saved = await write(data);
        autosave.markSaved(form.getValues());
        if (step) {
          saved = await step(saved);
          setState(saved);
          onSaved();
        }
        toast.success(success ?? t(addAnnounced ? "success.saved" : "success.added.article"));
        setAddAnnounced(true);
      } catch (error) {
        if (step) toastError(error);
        else throw error;
      } finally {
        setBusy(false);
      }
    });

  const close = () => {
    if (autosave.hasUnsaved() && !window.confirm(t("articleAdmin.autosave.leave"))) return;
    onClose();
  };
  const image = (field: "avatar_image_id" | "banner_image_id", label: string) => (
    <MediaPicker
      kind="image"
      maxFiles={1}
      label={label}
      value={values[field] ? [values[field] as number] : []}
      onChange={(ids) => form.setFieldValue(field, ids[0] ?? null)}
      error={form.errors[field] as string | undefined}
    />
  );
  const categories = useArticleCategories();
  const canSubmit = maySubmit && state !== null && !published && state.submitted_time === null;

  return (
    <Modal
      opened
      onClose={close}
      fullScreen
      title={t(article ? "articleAdmin.editTitle" : "articleAdmin.addTitle")}
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <form ref={form.formRef} noValidate onSubmit={saveThen()}>
        <Stack gap="md" maw={960} mx="auto">
          <NameSlugFields
            form={form}
            editing={article !== undefined}
            nameLabel={t("articleAdmin.title")}
            slugLabel={t("articleAdmin.slug")}
            autoFocus
          />
          <Select
            label={t("articleCategories.field")}
            placeholder={t("articleCategories.none")}
            clearable
            searchable
            data={(categories.data?.items ?? []).map((c) => ({
              value: String(c.id),
              label: c.name,
            }))}
            value={values.category_id === null ? null : String(values.category_id)}
            onChange={(value) => form.setFieldValue("category_id", value ? Number(value) : null)}
            error={form.errors.category_id as string | undefined}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            key={form.key("description")}
            {...form.getInputProps("description")}
            label={t("articleAdmin.seoDescription")}
            description={t("articleAdmin.seoHint")}
            autosize={false}
            rows={2}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {image("avatar_image_id", t("articleAdmin.cover"))}
            {image("banner_image_id", t("articleAdmin.banner"))}
          </SimpleGrid>
          <RichTextEditor
            label={t("articleAdmin.content")}
            libraryAltWins
            value={values.content as RichContent | null}
            onChange={(content) => form.setFieldValue("content", content)}
            error={form.errors.content as string | undefined}
          />
          <FormAlert message={form.formError} />
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed" role="status" data-testid="autosave-status">
              <AutosaveStatusText status={autosave.status} />
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={close} disabled={busy}>
                {t("actions.close")}
              </Button>
              <Button
                type="submit"
                variant={published ? "filled" : "light"}
                loading={busy && !form.submitting}
              >
                {published ? t("actions.save") : t("articleAdmin.saveDraft")}
              </Button>
              {canSubmit && (
                <Button
                  onClick={saveThen(
                    (saved) => submitArticle(saved.id),
                    t("articleAdmin.submitted"),
                  )}
                  disabled={busy}
                >
                  {t("articleAdmin.submit")}
                </Button>
              )}
              {mayPublish && !published && (
                <Button
                  onClick={saveThen(
                    (saved) => publishArticle(saved.id),
                    t("articleAdmin.published"),
                  )}
                  disabled={busy}
                >
                  {t("articleAdmin.publish")}
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
