import { Radio, Stack } from "@mantine/core";
import { OptionText } from "./OptionText.tsx";
import { keyValues, type QuestionInputProps } from "./question-props.ts";
import classes from "./quiz.module.css";

/** One answer among the pieces (RADIO_BUTTONS); once graded, the right one is marked. */
export function RadioQuestion(props: QuestionInputProps) {
  const { question, answer, onAnswer, result, readOnly, labelledBy } = props;
  const chosen = typeof answer === "string" ? answer : null;
  const key = new Set(keyValues(result));
  return (
    <Radio.Group
      value={chosen}
      onChange={onAnswer}
      name={`question-${question.id}`}
      readOnly={readOnly}
      aria-labelledby={labelledBy}
    >
      <Stack gap="xs">
        {question.pieces.map(({ value, text }) => (
          <Radio.Card
            key={value}
            value={value}
            className={classes.option}
            disabled={readOnly}
            data-key={key.has(value) || undefined}
            data-chosen-wrong={(result && chosen === value && !key.has(value)) || undefined}
          >
            <Radio.Indicator />
            <OptionText text={text} isKey={key.has(value)} />
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
