import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from "@mantine/core";
import { QUESTION_TYPES, type QuestionType } from "../../../../shared/constants.ts";
import { createQuestion, updateQuestion } from "../../../api/catalogue.ts";
import { useT } from "../../../app-context.tsx";
import { useSchemaForm } from "../../../forms/use-schema-form.ts";
import { FormDialog, useSaveAndClose } from "../../../manage/FormDialog.tsx";
import { isNumbered, questionFormOf, questionFormSchema } from "./question-form.ts";
import type { QuestionRow } from "./question-row.ts";

interface QuestionDialogProps {
  quizId: number;
  groups: { id: number; description: string }[];
  groupId: number | null;
  question?: QuestionRow;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * A question of one of the four types: its title, sentence (text completion, with `{{blank}}`),
 * options, key, score and explanation, checked by the quiz engine's own rules. An option's
 * value is its text, so that a key reads as words ("Hà Nội") and a typed answer can match it.
 */
export function QuestionDialog({
  quizId,
  groups,
  groupId,
  question,
  onClose,
  onSaved,
}: QuestionDialogProps) {
  const t = useT();
  const form = useSchemaForm(questionFormSchema, questionFormOf(question, groupId));
  const values = form.getValues();
  const { type, texts } = values;
  const saved = useSaveAndClose({ success: "success.saved", onSaved, onClose });
  const submit = form.onSubmit((input) =>
    saved(question ? updateQuestion(question.id, input) : createQuestion(quizId, input)),
  );
  const setTexts = (next: string[]) => form.setFieldValue("texts", next);
  const numbered = isNumbered(type);
  const keyError = (form.errors.order ?? form.errors.texts) as string | undefined;

  return (
    <FormDialog
      opened
      onClose={onClose}
      size="lg"
      title={t(question ? "catalogueAdmin.quiz.editQuestion" : "catalogueAdmin.quiz.addQuestion")}
      onSubmit={submit}
      form={form}
    >
      <Group grow align="flex-start">
        <Select
          name="type"
          label={t("catalogueAdmin.quiz.type")}
          data={QUESTION_TYPES.map((q) => ({ value: q, label: t(`enums.questionType.${q}`) }))}
          value={type}
          onChange={(value) =>
            form.setFieldValue("type", (value ?? "RADIO_BUTTONS") as QuestionType)
          }
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          name="group_id"
          label={t("catalogueAdmin.quiz.section")}
          data={groups.map((g) => ({ value: String(g.id), label: g.description || `#${g.id}` }))}
          value={values.group_id ? String(values.group_id) : null}
          onChange={(value) => form.setFieldValue("group_id", value ? Number(value) : null)}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <NumberInput
          name="score"
          label={t("catalogueAdmin.quiz.score")}
          min={0}
          max={1000}
          allowDecimal={false}
          value={values.score}
          onChange={(value) => form.setFieldValue("score", typeof value === "number" ? value : 0)}
          error={form.errors.score}
        />
      </Group>
      <Textarea
        key={form.key("title")}
        {...form.getInputProps("title")}
        name="title"
        label={t("catalogueAdmin.quiz.title")}
        autosize
        required
      />
      {type === "TEXT_COMPLETION" && (
        <Textarea
          key={form.key("content")}
          {...form.getInputProps("content")}
          name="content"
          label={t("catalogueAdmin.quiz.content")}
          description={t("catalogueAdmin.quiz.contentHelp")}
          autosize
          required
        />
      )}
      <Stack gap={6}>
        {texts.map((text, index) => {
          const value = text.trim();
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place, by position
            <Group key={index} gap="xs" wrap="nowrap" align="center">
              {type === "RADIO_BUTTONS" && (
                <Radio
                  aria-label={t("catalogueAdmin.quiz.correct")}
                  checked={values.radio !== null && values.radio === value && value !== ""}
                  onChange={() => form.setFieldValue("radio", value)}
                />
              )}
              {type === "CHECKBOXES" && (
                <Checkbox
                  aria-label={t("catalogueAdmin.quiz.correct")}
                  checked={value !== "" && values.checked.includes(value)}
                  onChange={(event) => {
                    const list = form.getValues().checked;
                    form.setFieldValue(
                      "checked",
                      event.currentTarget.checked
                        ? [...list, value]
                        : list.filter((v) => v !== value),
                    );
                  }}
                />
              )}
              <TextInput
                style={{ flex: 1 }}
                name={`piece-${index + 1}`}
                placeholder={t("catalogueAdmin.quiz.pieceText", { number: index + 1 })}
                leftSection={numbered ? String(index + 1) : undefined}
                value={text}
                onChange={(event) => {
                  const next = [...texts];
                  next[index] = event.currentTarget.value;
                  setTexts(next);
                }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t("catalogueAdmin.quiz.removePiece")}
                onClick={() => setTexts(texts.filter((_, i) => i !== index))}
              >
                ×
              </ActionIcon>
            </Group>
          );
        })}
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          onClick={() => setTexts([...texts, ""])}
        >
          + {t("catalogueAdmin.quiz.addPiece")}
        </Button>
      </Stack>
      {numbered && (
        <TextInput
          name="answer_values"
          label={t(
            type === "TEXT_COMPLETION"
              ? "catalogueAdmin.quiz.blankAnswers"
              : "catalogueAdmin.quiz.correctOrder",
          )}
          description={t(
            type === "TEXT_COMPLETION"
              ? "catalogueAdmin.quiz.blankAnswersHelp"
              : "catalogueAdmin.quiz.correctOrderHelp",
          )}
          key={form.key("order")}
          {...form.getInputProps("order")}
          error={keyError}
        />
      )}
      {!numbered && keyError && (
        <TextInput readOnly variant="unstyled" aria-hidden error={keyError} value="" />
      )}
      {type === "TEXT_COMPLETION" && (
        <Switch
          name="accepts_unaccented"
          label={t("catalogueAdmin.quiz.acceptsUnaccented")}
          description={t("catalogueAdmin.quiz.acceptsUnaccentedHelp")}
          key={form.key("accepts_unaccented")}
          {...form.getInputProps("accepts_unaccented", { type: "checkbox" })}
        />
      )}
      <Textarea
        name="answer_explanation"
        key={form.key("explanation")}
        {...form.getInputProps("explanation")}
        label={t("catalogueAdmin.quiz.explanation")}
        autosize
      />
    </FormDialog>
  );
}
