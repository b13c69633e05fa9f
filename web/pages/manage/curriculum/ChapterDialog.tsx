import { Stack, TextInput } from "@mantine/core";
import { chapterCreateSchema } from "../../../../shared/schemas/catalogue.ts";
import { createChapter, renameChapter } from "../../../api/catalogue.ts";
import type { ChapterRow } from "../../../api/records.ts";
import { useT } from "../../../app-context.tsx";
import { useSchemaForm } from "../../../forms/use-schema-form.ts";
import { FormDialog, useSaveAndClose } from "../../../manage/FormDialog.tsx";
import { CoursePicker } from "../enrollments/pickers.tsx";

export type { ChapterRow };

/** A new chapter (its course, its name; it goes last), or renaming one. */
export function ChapterDialog(props: {
  chapter?: ChapterRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const { chapter } = props;
  // No course until one is picked: the shared schema says "required" at the field.
  const form = useSchemaForm(chapterCreateSchema, {
    courseId: chapter?.course_id ?? (undefined as unknown as number),
    name: chapter?.name ?? "",
  });
  const values = form.getValues();
  const saved = useSaveAndClose({
    success: chapter ? "success.saved" : "success.added.chapter",
    onSaved: props.onSaved,
    onClose: props.onClose,
  });
  const submit = form.onSubmit(({ courseId, name }) =>
    saved(chapter ? renameChapter(chapter.id, name) : createChapter(courseId, name)),
  );
  return (
    <FormDialog
      opened
      onClose={props.onClose}
      title={t(chapter ? "catalogueAdminExtras.chapters.rename" : "catalogueAdmin.chapter.add")}
      onSubmit={submit}
      form={form}
    >
      <Stack gap="md">
        <CoursePicker
          name="courseId"
          label={t("catalogueAdminExtras.chapters.course")}
          placeholder={t("enrollments.courseSearch")}
          value={values.courseId ? String(values.courseId) : null}
          onChange={(id) =>
            form.setFieldValue("courseId", id ? Number(id) : (undefined as unknown as number))
          }
          error={form.errors.courseId}
          disabled={Boolean(chapter)}
          required
        />
        <TextInput
          key={form.key("name")}
          {...form.getInputProps("name")}
          name="name"
          label={t("catalogueAdmin.fields.name")}
          required
          data-autofocus
        />
      </Stack>
    </FormDialog>
  );
}
