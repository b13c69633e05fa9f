import { QuizText } from "./QuizText.tsx";
import { asValues, type QuestionInputProps } from "./question-props.ts";
import classes from "./quiz.module.css";
import { SortablePieces } from "./SortablePieces.tsx";

/**
 * The pieces to put in order (WORD_ARRANGEMENT); the order first shown counts as unanswered.
 * Once the quiz has ended, the student's order stays on screen, fixed.
 */
export function WordArrangementQuestion(props: QuestionInputProps) {
  const { question, answer, onAnswer, readOnly, labelledBy } = props;
  const order = asValues(answer);
  if (!readOnly) {
    return (
      <SortablePieces
        pieces={question.pieces}
        order={order}
        onReorder={onAnswer}
        labelledBy={labelledBy}
      />
    );
  }
  const textOf = new Map(question.pieces.map((p) => [p.value, p.text]));
  return (
    <ol className={classes.pieces} aria-labelledby={labelledBy}>
      {order.map((value) => (
        <li key={value} className={`${classes.piece} ${classes.authored}`} data-testid="word-piece">
          <QuizText text={textOf.get(value) ?? value} />
        </li>
      ))}
    </ol>
  );
}
