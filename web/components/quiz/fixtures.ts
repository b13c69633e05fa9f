import { gradeQuiz } from "../../../shared/quiz/grading.ts";
import type {
  GradableQuestion,
  QuestionGroup,
  QuizAnswers,
  QuizQuestion,
} from "../../../shared/quiz/question-types.ts";

/** A small quiz of the four types in two sections, with its key, for the component tests. */

export const GROUPS: QuestionGroup[] = [
  { id: 11, description: "Phần 2: Ngữ pháp", sort_order: 2 },
  { id: 10, description: "Phần 1: Từ vựng", sort_order: 1 },
];

const words = (...texts: string[]) => texts.map((text) => ({ value: text, text }));

export const KEYED: GradableQuestion[] = [
  {
    id: 1,
    group_id: 10,
    sort_order: 1,
    type: "RADIO_BUTTONS",
    title: "Meeting ___ are the notes of a meeting",
    content: null,
    score: 1,
    pieces: [
      { value: "a", text: "minutes" },
      { value: "b", text: "hours" },
    ],
    answer_values: "a",
    answer_explanation: "Meeting minutes are its written record.",
  },
  {
    id: 2,
    group_id: 10,
    sort_order: 2,
    type: "CHECKBOXES",
    title: "Which greetings are formal?",
    content: null,
    score: 2,
    pieces: [
      { value: "a", text: "Dear Ms. Lan," },
      { value: "b", text: "Hey guys!" },
      { value: "c", text: "Good morning," },
    ],
    answer_values: ["a", "c"],
    answer_explanation: "Hey guys is for friends.",
  },
  {
    id: 3,
    group_id: 11,
    sort_order: 1,
    type: "TEXT_COMPLETION",
    title: "Fill in the prepositions",
    content: "Due {{blank}} Friday, {{blank}} 5 p.m.",
    score: 2,
    pieces: words("on", "by", "in"),
    answer_values: ["on", "by"],
    answer_explanation: "On a day; by a deadline.",
  },
  {
    id: 4,
    group_id: 11,
    sort_order: 2,
    type: "WORD_ARRANGEMENT",
    title: "Put the words in order",
    content: null,
    score: 2,
    pieces: words("forward", "I", "look"),
    answer_values: ["I", "look", "forward"],
    answer_explanation: "Subject first.",
  },
];

/** The questions as a student receives them: no key, no explanation. */
export const QUESTIONS: QuizQuestion[] = KEYED.map(
  ({ answer_values: _key, answer_explanation: _explanation, ...question }) => question,
);

/** Grades as the server does, with the shared rules over the keyed questions. */
export const gradeLikeTheServer = async (answers: QuizAnswers) => gradeQuiz(KEYED, answers);
