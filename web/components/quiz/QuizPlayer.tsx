import { Alert, Button, Group, Stack, Text, Title, Tooltip, VisuallyHidden } from "@mantine/core";
import { useId, useMemo, useState } from "react";
import { initialAnswer, unansweredQuestions } from "../../../shared/quiz/grading.ts";
import type {
  QuestionGroup,
  QuizAnswer,
  QuizAnswers,
  QuizGrade,
  QuizQuestion,
} from "../../../shared/quiz/question-types.ts";
import { useT } from "../../app-context.tsx";
import { QuestionCard } from "./QuestionCard.tsx";
import classes from "./quiz.module.css";
import { quizSections } from "./quiz-sections.ts";

export interface QuizPlayerProps {
  /** The questions as students receive them: without answer_values or explanations. */
  questions: readonly QuizQuestion[];
  /** The quiz's sections; questions of no group come first, without a heading. */
  groups?: readonly QuestionGroup[];
  /**
   * Grades the complete answers: the attempt call on the learning page, the preview-grade call
   * for sample questions. Its rejection's message is shown and the student may try again.
   */
  grade: (answers: QuizAnswers) => Promise<QuizGrade>;
  /** When given, a Close button appears. */
  onClose?: () => void;
  title?: string;
}

/**
 * The quiz player of docs/product/states-and-learning.md: answering until See results (enabled once every question is
 * answered), then ended: answers read-only, Exact or Wrong on each question, the explanation of
 * wrong ones, and the total as score over maximum.
 */
const NO_GROUPS: readonly QuestionGroup[] = [];

export function QuizPlayer(props: QuizPlayerProps) {
  const { questions, groups = NO_GROUPS, grade, onClose, title } = props;
  const t = useT();
  const hintId = useId();
  const [answers, setAnswers] = useState<Record<string, QuizAnswer>>(() =>
    Object.fromEntries(questions.map((q) => [String(q.id), initialAnswer(q)])),
  );
  const [outcome, setOutcome] = useState<QuizGrade | null>(null);
  const [grading, setGrading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sections = useMemo(() => quizSections(questions, groups), [questions, groups]);
  const results = new Map(outcome?.results.map((r) => [r.questionId, r]));
  const answered = questions.length - unansweredQuestions(questions, answers).length;
  const complete = answered === questions.length;

  const seeResults = async () => {
    if (!complete || grading) return;
    setGrading(true);
    setError(null);
    try {
      setOutcome(await grade(answers));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t("errors.default"));
    } finally {
      setGrading(false);
    }
  };

  let number = 0;
  return (
    <div className={classes.player} data-testid="quiz-player">
      {title && <Title order={3}>{title}</Title>}
      {sections.map(({ group, questions: inSection }) => (
        <Stack key={group?.id ?? "ungrouped"} component="section" gap="md">
          {group?.description && (
            <Title order={4} className={classes.sectionTitle}>
              {group.description}
            </Title>
          )}
          {inSection.map((question) => {
            number += 1;
            return (
              <QuestionCard
                key={question.id}
                number={number}
                question={question}
                answer={answers[String(question.id)] ?? initialAnswer(question)}
                onAnswer={(answer) => setAnswers((all) => ({ ...all, [question.id]: answer }))}
                result={results.get(question.id)}
                readOnly={outcome !== null}
              />
            );
          })}
        </Stack>
      ))}

      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}

      <Group className={classes.footer} justify="space-between" gap="sm">
        {outcome ? (
          <Text fw={700} size="xl" data-testid="quiz-score" aria-live="polite">
            {t("quiz.score", { score: outcome.score, maxScore: outcome.maxScore })}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t("quiz.progress", { answered, total: questions.length })}
          </Text>
        )}
        <Group gap="sm" ml="auto">
          {onClose && (
            <Button variant="default" onClick={onClose}>
              {t("actions.close")}
            </Button>
          )}
          {!outcome && (
            <Tooltip
              label={t("quiz.answerAll")}
              disabled={complete}
              events={{ hover: true, focus: true, touch: true }}
              multiline
              maw={300}
              withArrow
            >
              <Button
                onClick={seeResults}
                loading={grading}
                data-disabled={!complete || undefined}
                aria-disabled={!complete}
                aria-describedby={complete ? undefined : hintId}
              >
                {t("actions.seeResults")}
              </Button>
            </Tooltip>
          )}
        </Group>
      </Group>
      {!complete && <VisuallyHidden id={hintId}>{t("quiz.answerAll")}</VisuallyHidden>}
    </div>
  );
}
