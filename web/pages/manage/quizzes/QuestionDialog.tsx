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
import { useState } from "react";
import { QUESTION_TYPES, type QuestionType } from "../../../../shared/constants.ts";
import type { AnswerKey, Piece } from "../../../../shared/quiz/question-types.ts";
import { translateIssue } from "../../../../shared/schemas/common.ts";
import {
  type QuestionInput,
  questionInputSchema,
} from "../../../../shared/schemas/quiz-management.ts";
import { createQuestion, updateQuestion } from "../../../api/catalogue.ts";
import { ApiError } from "../../../api/client.ts";
import { useLocale, useT } from "../../../app-context.tsx";
import { toast } from "../../../feedback/toast.tsx";
import { FormDialog } from "../../../manage/FormDialog.tsx";
import type { QuestionRow } from "./question-row.ts";

/** "2, 3, 1" → the options' values in that order (numbers from 1). */
function valuesOfNumbers(text: string, pieces: readonly Piece[]): string[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((n) => pieces[Number(n) - 1]?.value ?? `#${n}`);
}
function numbersOfValues(values: AnswerKey, pieces: readonly Piece[]): string {
  const list = Array.isArray(values) ? values : [values];
  return list.map((v) => pieces.findIndex((p) => p.value === v) + 1).join(", ");
}

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
  const locale = useLocale();
  const [type, setType] = useState<QuestionType>(question?.type ?? "RADIO_BUTTONS");
  const [title, setTitle] = useState(question?.title ?? "");
  const [content, setContent] = useState(question?.content ?? "");
  const [score, setScore] = useState<number>(question?.score ?? 1);
  const [explanation, setExplanation] = useState(question?.answer_explanation ?? "");
  const [group, setGroup] = useState<number | null>(question?.group_id ?? groupId);
  const [texts, setTexts] = useState<string[]>(question?.pieces.map((p) => p.text) ?? ["", ""]);
  const pieces: Piece[] = texts.map((text) => ({ value: text.trim(), text: text.trim() }));
  const initialKey = question?.answer_values ?? null;
  const [radio, setRadio] = useState<string | null>(
    typeof initialKey === "string" ? initialKey : null,
  );
  const [checked, setChecked] = useState<string[]>(Array.isArray(initialKey) ? initialKey : []);
  const [order, setOrder] = useState(
    initialKey && question ? numbersOfValues(initialKey, question.pieces) : "",
  );
  const [unaccented, setUnaccented] = useState(question?.accepts_unaccented === 1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const key = (): AnswerKey => {
    if (type === "RADIO_BUTTONS") return radio ?? "";
    if (type === "CHECKBOXES") return checked.filter((v) => pieces.some((p) => p.value === v));
    return valuesOfNumbers(order, pieces);
  };

  const submit = async (event?: React.FormEvent) => {
    event?.preventDefault();
    const input = {
      group_id: group,
      accepts_unaccented: type === "TEXT_COMPLETION" && unaccented,
      question: {
        type,
        title,
        content: type === "TEXT_COMPLETION" ? content : null,
        score,
        pieces,
        answer_values: key(),
        answer_explanation: explanation,
      },
    } as QuestionInput;
    const parsed = questionInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.slice(1, 2).join(".") || "form";
        found[path] ??= translateIssue(locale, issue);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      if (question) await updateQuestion(question.id, input);
      else await createQuestion(quizId, input);
      toast.success(t("success.saved"));
      onSaved();
      onClose();
    } catch (error) {
      const issues = error instanceof ApiError ? (error.details.issues ?? []) : [];
      setFormError(issues.map((i) => i.message).join(" ") || (error as Error).message);
    } finally {
      setSubmitting(false);
    }
  };

  const formRef = { current: null as HTMLFormElement | null };
  const numbered = type === "TEXT_COMPLETION" || type === "WORD_ARRANGEMENT";
  return (
    <FormDialog
      opened
      onClose={onClose}
      size="lg"
      title={t(question ? "catalogueAdmin.quiz.editQuestion" : "catalogueAdmin.quiz.addQuestion")}
      onSubmit={submit}
      form={{ formRef, submitting, formError: formError ?? errors.form ?? null }}
    >
      <Group grow align="flex-start">
        <Select
          name="type"
          label={t("catalogueAdmin.quiz.type")}
          data={QUESTION_TYPES.map((q) => ({ value: q, label: t(`enums.questionType.${q}`) }))}
          value={type}
          onChange={(value) => setType((value ?? "RADIO_BUTTONS") as QuestionType)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          name="group_id"
          label={t("catalogueAdmin.quiz.section")}
          data={groups.map((g) => ({ value: String(g.id), label: g.description || `#${g.id}` }))}
          value={group ? String(group) : null}
          onChange={(value) => setGroup(value ? Number(value) : null)}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <NumberInput
          name="score"
          label={t("catalogueAdmin.quiz.score")}
          min={0}
          max={1000}
          allowDecimal={false}
          value={score}
          onChange={(value) => setScore(typeof value === "number" ? value : 0)}
          error={errors.score}
        />
      </Group>
      <Textarea
        name="title"
        label={t("catalogueAdmin.quiz.title")}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        error={errors.title}
        autosize
        required
      />
      {type === "TEXT_COMPLETION" && (
        <Textarea
          name="content"
          label={t("catalogueAdmin.quiz.content")}
          description={t("catalogueAdmin.quiz.contentHelp")}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          error={errors.content}
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
                  checked={radio !== null && radio === value && value !== ""}
                  onChange={() => setRadio(value)}
                />
              )}
              {type === "CHECKBOXES" && (
                <Checkbox
                  aria-label={t("catalogueAdmin.quiz.correct")}
                  checked={value !== "" && checked.includes(value)}
                  onChange={(event) => {
                    // Read now: the updater runs after React has released the event.
                    const on = event.currentTarget.checked;
                    setChecked((list) => (on ? [...list, value] : list.filter((v) => v !== value)));
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
          value={order}
          onChange={(event) => setOrder(event.currentTarget.value)}
          error={errors.answer_values ?? errors.pieces}
        />
      )}
      {!numbered && (errors.answer_values || errors.pieces) && (
        <TextInput
          readOnly
          variant="unstyled"
          aria-hidden
          error={errors.answer_values ?? errors.pieces}
          value=""
        />
      )}
      {type === "TEXT_COMPLETION" && (
        <Switch
          name="accepts_unaccented"
          label={t("catalogueAdmin.quiz.acceptsUnaccented")}
          description={t("catalogueAdmin.quiz.acceptsUnaccentedHelp")}
          checked={unaccented}
          onChange={(event) => setUnaccented(event.currentTarget.checked)}
        />
      )}
      <Textarea
        name="answer_explanation"
        label={t("catalogueAdmin.quiz.explanation")}
        value={explanation}
        onChange={(event) => setExplanation(event.currentTarget.value)}
        autosize
      />
    </FormDialog>
  );
}
