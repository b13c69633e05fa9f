import { Checkbox, Stack } from "@mantine/core";
import { OptionText } from "./OptionText.tsx";
import { asValues, keyValues, type QuestionInputProps } from "./question-props.ts";
import classes from "./quiz.module.css";

/** Every right answer among the pieces (CHECKBOXES); once graded, the right ones are marked. */
export function CheckboxQuestion(props: QuestionInputProps) {
  const { question, answer, onAnswer, result, readOnly, labelledBy } = props;
  const chosen = asValues(answer);
  const key = new Set(keyValues(result));
  return (
    <Checkbox.Group
      value={chosen}
      onChange={onAnswer}
      readOnly={readOnly}
      aria-labelledby={labelledBy}
    >
      <Stack gap="xs">
        {question.pieces.map(({ value, text }) => (
          <Checkbox.Card
            key={value}
            value={value}
            className={classes.option}
            disabled={readOnly}
            data-key={key.has(value) || undefined}
            data-chosen-wrong={(result && chosen.includes(value) && !key.has(value)) || undefined}
          >
            <Checkbox.Indicator />
            <OptionText text={text} isKey={key.has(value)} />
          </Checkbox.Card>
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
