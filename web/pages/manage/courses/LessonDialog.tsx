import { Select, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { LESSON_TYPES, type LessonType } from "../../../../shared/constants.ts";
import { formatDuration } from "../../../../shared/format.ts";
import { type RichContent, readRichContent } from "../../../../shared/rich-content/schema.ts";
import { type LessonInput, lessonInputSchema } from "../../../../shared/schemas/catalogue.ts";
import { createLesson, updateLesson } from "../../../api/catalogue.ts";
import { apiList } from "../../../api/client.ts";
import type { LessonRow, ListResult, MediaRow, QuizRow } from "../../../api/records.ts";
import { useT } from "../../../app-context.tsx";
import { MediaPicker } from "../../../components/media-picker/index.ts";
import { RichTextEditor } from "../../../components/rich-editor/index.ts";
import { useSchemaForm } from "../../../forms/use-schema-form.ts";
import { FormDialog, useSaveAndClose } from "../../../manage/FormDialog.tsx";

export type { LessonRow };

/** The media kind a lesson type plays, and the lesson field that holds it. */
const MEDIA = {
  VIDEO: ["video", "video_id"],
  AUDIO: ["audio", "audio_id"],
  DOCUMENT: ["document", "document_id"],
} as const;

function initialValues(chapterId: number | null, lesson?: LessonRow): LessonInput {
  return {
    name: lesson?.name ?? "",
    type: lesson?.type ?? "VIDEO",
    chapter_id: lesson?.chapter_id ?? chapterId,
    video_id: lesson?.video_id ?? null,
    audio_id: lesson?.audio_id ?? null,
    document_id: lesson?.document_id ?? null,
    quiz_id: lesson?.quiz_id ?? null,
    content: lesson ? readRichContent(lesson.content) : null,
    is_preview: lesson?.is_preview === 1,
  };
}

interface LessonDialogProps {
  courseId: number;
  chapterId: number | null;
  lesson?: LessonRow;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * A lesson: its name, kind and what the kind plays — a video, an audio or a document from the
 * media picker (its duration comes from the file), a quiz, or text — notes under any kind, and
 * whether it is a free preview.
 */
export function LessonDialog({ courseId, chapterId, lesson, onClose, onSaved }: LessonDialogProps) {
  const t = useT();
  const form = useSchemaForm(lessonInputSchema, initialValues(chapterId, lesson));
  const values = form.getValues();
  const type = values.type;
  const quizzes = useQuery({
    queryKey: ["quiz", "list", "lesson-dialog"],
    queryFn: ({ signal }) =>
      apiList<ListResult<QuizRow>>(
        "quiz",
        { orders: [["update_time", "desc"]], limit: 200 },
        { signal },
      ),
    enabled: type === "QUIZ",
  });

  const saved = useSaveAndClose({
    success: lesson ? "success.saved" : "success.added.lesson",
    onSaved,
    onClose,
  });
  const submit = form.onSubmit((data) =>
    saved(lesson ? updateLesson(lesson.id, data) : createLesson(courseId, data)),
  );

  const media = type in MEDIA ? MEDIA[type as keyof typeof MEDIA] : null;
  // A video or audio lesson lasts as long as its file: read from the chosen media record.
  const timed = type === "VIDEO" || type === "AUDIO" ? MEDIA[type] : null;
  const timedId = timed ? (values[timed[1]] as number | null | undefined) : null;
  const duration = useQuery({
    queryKey: [timed?.[0], "list", "lesson-duration", timedId],
    queryFn: ({ signal }) =>
      apiList<ListResult<MediaRow>>(
        timed?.[0] ?? "video",
        { filters: [["id", "=", timedId ?? 0]], limit: 1 },
        { signal },
      ),
    enabled: Boolean(timed && timedId),
  });
  const seconds = timedId ? duration.data?.items[0]?.duration : null;
  return (
    <FormDialog
      opened
      onClose={onClose}
      size="lg"
      title={t(lesson ? "catalogueAdmin.lesson.editTitle" : "catalogueAdmin.lesson.add")}
      onSubmit={submit}
      form={form}
    >
      <Stack gap="md">
        <TextInput
          key={form.key("name")}
          {...form.getInputProps("name")}
          name="name"
          label={t("catalogueAdmin.fields.name")}
          required
        />
        <Select
          name="type"
          label={t("catalogueAdmin.lesson.kind")}
          data={LESSON_TYPES.map((k) => ({ value: k, label: t(`enums.lessonType.${k}`) }))}
          value={type}
          onChange={(value) => form.setFieldValue("type", (value ?? "VIDEO") as LessonType)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {media && (
          <MediaPicker
            key={media[0]}
            kind={media[0]}
            maxFiles={1}
            value={values[media[1]] ? [values[media[1]] as number] : []}
            onChange={(ids) => form.setFieldValue(media[1], ids[0] ?? null)}
            label={t(`catalogueAdmin.lesson.media.${media[0]}`)}
            error={form.errors[media[1]] as string | undefined}
            required
          />
        )}
        {seconds ? (
          <Text size="sm" c="dimmed" data-testid="lesson-duration">
            {t("catalogueAdminExtras.lessons.durationFromFile", {
              duration: formatDuration(seconds),
            })}
          </Text>
        ) : null}
        {type === "QUIZ" && (
          <Select
            name="quiz_id"
            label={t("catalogueAdmin.lesson.quiz")}
            placeholder={t("catalogueAdmin.lesson.quizPlaceholder")}
            data={(quizzes.data?.items ?? []).map((q) => ({ value: String(q.id), label: q.name }))}
            value={values.quiz_id ? String(values.quiz_id) : null}
            onChange={(value) => form.setFieldValue("quiz_id", value ? Number(value) : null)}
            error={form.errors.quiz_id}
            searchable
            comboboxProps={{ withinPortal: true }}
            required
          />
        )}
        <RichTextEditor
          label={t(type === "TEXT" ? "catalogueAdmin.lesson.text" : "catalogueAdmin.lesson.notes")}
          // Form values are the schema's input type; the editor only ever writes full content.
          value={(values.content as RichContent | null | undefined) ?? null}
          onChange={(content) => form.setFieldValue("content", content)}
          error={form.errors.content as string | undefined}
        />
        <Switch
          name="is_preview"
          label={t("catalogueAdmin.lesson.isPreview")}
          description={t("catalogueAdmin.lesson.isPreviewHelp")}
          checked={Boolean(values.is_preview)}
          onChange={(event) => form.setFieldValue("is_preview", event.currentTarget.checked)}
        />
      </Stack>
    </FormDialog>
  );
}
