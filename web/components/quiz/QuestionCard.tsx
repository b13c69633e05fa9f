import { Badge, CheckIcon, CloseIcon, Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { QuestionType } from "../../../shared/constants.ts";
import type { MessageKey } from "../../../shared/i18n/index.ts";
import type {
  QuestionResult,
  QuizAnswer,
  QuizQuestion,
} from "../../../shared/quiz/question-types.ts";
import { useT } from "../../app-context.tsx";
import { CheckboxQuestion } from "./CheckboxQuestion.tsx";
import { correctAnswerText } from "./correct-answer.ts";
import { QuizText } from "./QuizText.tsx";
import type { QuestionInputProps } from "./question-props.ts";
import classes from "./quiz.module.css";
import { RadioQuestion } from "./RadioQuestion.tsx";
import { TextCompletionQuestion } from "./TextCompletionQuestion.tsx";
import { WordArrangementQuestion } from "./WordArrangementQuestion.tsx";

const INPUTS: Record<QuestionType, (props: QuestionInputProps) => ReactNode> = {
  RADIO_BUTTONS: RadioQuestion,
  CHECKBOXES: CheckboxQuestion,
  TEXT_COMPLETION: TextCompletionQuestion,
  WORD_ARRANGEMENT: WordArrangementQuestion,
};

const HINTS: Record<QuestionType, MessageKey> = {
  RADIO_BUTTONS: "quiz.chooseOne",
  CHECKBOXES: "quiz.chooseMany",
  TEXT_COMPLETION: "quiz.fillBlanks",
  WORD_ARRANGEMENT: "quiz.arrange",
};

interface QuestionCardProps {
  number: number;
  question: QuizQuestion;
  answer: QuizAnswer;
  onAnswer: (answer: QuizAnswer) => void;
  result: QuestionResult | undefined;
  readOnly: boolean;
}

/**
 * One question: its number, title and text, the input of its type, and once graded the verdict
 * (Exact or Wrong) with, for a wrong answer, the right one and the explanation.
 */
export function QuestionCard(props: QuestionCardProps) {
  const { number, question, answer, onAnswer, result, readOnly } = props;
  const t = useT();
  const titleId = `question-${question.id}-title`;
  const Input = INPUTS[question.type];
  const verdict = result === undefined ? undefined : result.correct ? "correct" : "wrong";
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p={{ base: "sm", sm: "lg" }}
      className={classes.card}
      data-verdict={verdict}
      data-testid={`question-${question.id}`}
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="center" gap="xs">
          <Text size="sm" fw={600} c="dimmed">
            {t("quiz.question", { number })}
          </Text>
          {verdict && (
            <Badge
              color={verdict === "correct" ? "teal" : "red"}
              // The light teal badge's own text (teal.6) is below 4.5:1 on its tint (axe).
              styles={
                verdict === "correct"
                  ? {
                      root: {
                        color: "var(--mantine-color-teal-9)",
                        background: "var(--mantine-color-teal-0)",
                      },
                    }
                  : undefined
              }
              variant="light"
              size="lg"
              tt="none"
              leftSection={
                verdict === "correct" ? <CheckIcon size={10} /> : <CloseIcon size="12" />
              }
              data-testid="verdict"
            >
              {t(verdict === "correct" ? "quiz.exact" : "quiz.wrong")}
            </Badge>
          )}
        </Group>
        <Text id={titleId} fw={600} size="lg" className={classes.authored}>
          <QuizText text={question.title} />
        </Text>
        {question.content && question.type !== "TEXT_COMPLETION" && (
          <Text className={classes.authored}>
            <QuizText text={question.content} />
          </Text>
        )}
        {!readOnly && (
          <Text size="sm" c="dimmed">
            {t(HINTS[question.type])}
          </Text>
        )}
        <Input
          question={question}
          answer={answer}
          onAnswer={onAnswer}
          result={result}
          readOnly={readOnly}
          labelledBy={titleId}
        />
        {result && !result.correct && <WrongAnswerFeedback question={question} result={result} />}
      </Stack>
    </Paper>
  );
}

/** Under a wrong answer: the right one where the options cannot show it, and the explanation. */
function WrongAnswerFeedback({
  question,
  result,
}: {
  question: QuizQuestion;
  result: QuestionResult;
}) {
  const t = useT();
  const rightAnswer = correctAnswerText(question, result);
  if (rightAnswer === null && !result.answerExplanation) return null;
  return (
    <Stack gap={6} className={classes.feedback} data-testid="feedback">
      {rightAnswer !== null && (
        <Text size="sm" fw={600}>
          {t("quiz.correctAnswer", { answer: rightAnswer })}
        </Text>
      )}
      {result.answerExplanation && (
        <Text size="sm">
          <Text span fw={600} size="sm">
            {t("quiz.explanation")}:{" "}
          </Text>
          <QuizText text={result.answerExplanation} />
        </Text>
      )}
    </Stack>
  );
}
