import type {
  QuestionResult,
  QuizAnswer,
  QuizQuestion,
} from "../../../shared/quiz/question-types.ts";

/** What every question type's input receives from its card. */
export interface QuestionInputProps {
  question: QuizQuestion;
  answer: QuizAnswer;
  onAnswer: (answer: QuizAnswer) => void;
  /** The question's verdict once the quiz is graded: the input then shows the key. */
  result: QuestionResult | undefined;
  /** The quiz has ended: answers can no longer change. */
  readOnly: boolean;
  /** The id of the question's title, which names the input for assistive technology. */
  labelledBy: string;
}

/** The answer as a list of values (checkboxes, word arrangement); anything else is empty. */
export const asValues = (answer: QuizAnswer): string[] =>
  Array.isArray(answer) ? answer.filter((v): v is string => typeof v === "string") : [];

/** The answer as one value per blank (text completion). */
export const asBlanks = (answer: QuizAnswer): (string | null)[] =>
  Array.isArray(answer) ? [...answer] : [];

/** The key as a list, whatever the type (a radio key is one value). */
export const keyValues = (result: QuestionResult | undefined): string[] =>
  result === undefined
    ? []
    : Array.isArray(result.answerValues)
      ? result.answerValues
      : [result.answerValues];
