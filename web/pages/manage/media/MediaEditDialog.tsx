import { Textarea, TextInput } from "@mantine/core";
import type { MediaKind } from "../../../../shared/constants.ts";
import { mediaUpdateBody } from "../../../../shared/schemas/content.ts";
import { type MediaRow, updateMediaTitle } from "../../../api/media.ts";
import { useT } from "../../../app-context.tsx";
import { toast } from "../../../feedback/toast.tsx";
import { useSchemaForm } from "../../../forms/use-schema-form.ts";
import { FormDialog } from "../../../manage/FormDialog.tsx";

interface MediaEditDialogProps {
  kind: MediaKind;
  row: MediaRow;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Edits a file's title (what the library's search finds) and an image's alternative text (its
 * `<img alt>` wherever it is shown; the title stands in when it is empty).
 */
export function MediaEditDialog({ kind, row, onClose, onSaved }: MediaEditDialogProps) {
  const t = useT();
  const form = useSchemaForm(mediaUpdateBody, {
    kind,
    id: row.id,
    title: row.title ?? "",
    alt: row.alt ?? "",
  });
  const submit = form.onSubmit(async (values) => {
    await updateMediaTitle(values.kind, values.id, values.title, values.alt);
    toast.success(t("success.saved"));
    onSaved();
    onClose();
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={t("mediaLibrary.editTitle")}
      onSubmit={submit}
      form={form}
    >
      <TextInput
        key={form.key("title")}
        {...form.getInputProps("title")}
        label={t("mediaLibrary.title")}
        description={kind === "image" ? t("mediaLibrary.altHint") : undefined}
        data-autofocus
      />
      {kind === "image" && (
        <Textarea
          key={form.key("alt")}
          {...form.getInputProps("alt")}
          label={t("mediaLibrary.alt")}
          description={t("mediaDetails.altDescription")}
          autosize={false}
          rows={2}
          mt="sm"
        />
      )}
    </FormDialog>
  );
}
