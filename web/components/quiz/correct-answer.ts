import type { QuestionResult, QuizQuestion } from "../../../shared/quiz/question-types.ts";
import { splitSentence } from "../../../shared/quiz/text-completion.ts";
import { keyValues } from "./question-props.ts";

/**
 * The key in words, for the feedback of a wrong answer where marking the options cannot show
 * it: the sentence with its blanks filled (text completion), the pieces in the right order
 * (word arrangement). Radio and checkbox questions mark their right options instead (null).
 */
export function correctAnswerText(question: QuizQuestion, result: QuestionResult): string | null {
  const key = keyValues(result);
  const textOf = new Map(question.pieces.map((p) => [p.value, p.text]));
  const text = (value: string | undefined) =>
    value === undefined ? "…" : (textOf.get(value) ?? value);
  switch (question.type) {
    case "TEXT_COMPLETION":
      return splitSentence(question.content)
        .map((part) => (part.kind === "text" ? part.text : text(key[part.index])))
        .join("");
    case "WORD_ARRANGEMENT":
      return key.map(text).join(" ");
    default:
      return null;
  }
}
