import { NativeSelect, TextInput } from "@mantine/core";
import {
  chooseBlankValue,
  distinctOptions,
  matchTypedValue,
  splitSentence,
} from "../../../shared/quiz/text-completion.ts";
import { useT } from "../../app-context.tsx";
import { QuizText } from "./QuizText.tsx";
import { asBlanks, keyValues, type QuestionInputProps } from "./question-props.ts";
import classes from "./quiz.module.css";

/**
 * The sentence with a choice of the pieces in each blank (TEXT_COMPLETION). Choosing a value
 * once more than the options list it clears the other blank that held it (docs/product/states-and-learning.md). Once
 * graded, each blank shows whether it was right.
 */
export function TextCompletionQuestion(props: QuestionInputProps) {
  const { question, answer, onAnswer, result, readOnly, labelledBy } = props;
  const t = useT();
  const blanks = asBlanks(answer);
  const key = keyValues(result);
  const choices = [
    { value: "", label: t("quiz.choose") },
    ...distinctOptions(question.pieces).map((o) => ({ value: o.value, label: o.text })),
  ];
  // Typed blanks (the question accepts answers without tone marks) are read as the option
  // they match, as the grading does.
  const typed = question.accepts_unaccented === true;
  const asKey = (value: string | null | undefined) =>
    typed && value ? matchTypedValue(value, question.pieces) : value;
  const verdict = (index: number) =>
    result === undefined ? undefined : asKey(blanks[index]) === key[index] ? "right" : "wrong";
  return (
    <fieldset className={classes.sentence} aria-labelledby={labelledBy}>
      {splitSentence(question.content).map((part) =>
        part.kind === "text" ? (
          <QuizText key={`text-${part.index}`} text={part.text} />
        ) : typed ? (
          <TextInput
            key={`blank-${part.index}`}
            className={classes.blank}
            size="sm"
            aria-label={t("quiz.blank", { number: part.index + 1 })}
            defaultValue={blanks[part.index] ?? ""}
            disabled={readOnly}
            error={verdict(part.index) === "wrong"}
            data-right={verdict(part.index) === "right" || undefined}
            onChange={(event) => {
              const next = [...blanks];
              next[part.index] = event.currentTarget.value.trim() || null;
              onAnswer(next);
            }}
          />
        ) : (
          <NativeSelect
            key={`blank-${part.index}`}
            className={classes.blank}
            size="sm"
            aria-label={t("quiz.blank", { number: part.index + 1 })}
            data={choices}
            value={blanks[part.index] ?? ""}
            disabled={readOnly}
            error={verdict(part.index) === "wrong"}
            data-right={verdict(part.index) === "right" || undefined}
            onChange={(event) =>
              onAnswer(
                chooseBlankValue(
                  blanks,
                  part.index,
                  event.currentTarget.value || null,
                  question.pieces,
                ),
              )
            }
          />
        ),
      )}
    </fieldset>
  );
}
