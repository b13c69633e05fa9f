import { NativeSelect } from "@mantine/core";
import {
  chooseBlankValue,
  distinctOptions,
  splitSentence,
} from "../../../shared/quiz/text-completion.ts";
import { useT } from "../../app-context.tsx";
import { QuizText } from "./QuizText.tsx";
import { asBlanks, keyValues, type QuestionInputProps } from "./question-props.ts";
import classes from "./quiz.module.css";

/**
 * The sentence with a choice of the pieces in each blank (TEXT_COMPLETION). Choosing a value
 * once more than the options list it clears the other blank that held it (SPEC.md §4). Once
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
  const verdict = (index: number) =>
    result === undefined ? undefined : blanks[index] === key[index] ? "right" : "wrong";
  return (
    <fieldset className={classes.sentence} aria-labelledby={labelledBy}>
      {splitSentence(question.content).map((part) =>
        part.kind === "text" ? (
          <QuizText key={`text-${part.index}`} text={part.text} />
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
