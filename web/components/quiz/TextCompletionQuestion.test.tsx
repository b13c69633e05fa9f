import { cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { QuizAnswer, QuizQuestion } from "../../../shared/quiz/question-types.ts";
import { renderWithApp } from "../../test-utils.tsx";
import { TextCompletionQuestion } from "./TextCompletionQuestion.tsx";

const question: QuizQuestion = {
  id: 7,
  type: "TEXT_COMPLETION",
  title: "Complete",
  content: "{{blank}} i in {{blank}}(5): {{blank}}",
  score: 3,
  // "x" is listed twice, so it may fill two blanks; "for" and "range" once each.
  pieces: [
    { value: "for", text: "for" },
    { value: "range", text: "range" },
    { value: "x", text: "x" },
    { value: "x", text: "x" },
  ],
};

function Sentence() {
  const [answer, setAnswer] = useState<QuizAnswer>([null, null, null]);
  return (
    <TextCompletionQuestion
      question={question}
      answer={answer}
      onAnswer={setAnswer}
      result={undefined}
      readOnly={false}
      labelledBy="title"
    />
  );
}

const blank = (n: number) =>
  screen.getByRole("combobox", { name: `Blank ${n}` }) as HTMLSelectElement;
const choose = (n: number, value: string) => fireEvent.change(blank(n), { target: { value } });
const blanks = () => [1, 2, 3].map((n) => blank(n).value);

describe("TextCompletionQuestion", () => {
  afterEach(cleanup);

  it("shows the sentence with a choice of each option once in every blank", () => {
    renderWithApp(<Sentence />, { locale: "en" });
    const sentence = blank(1).closest("fieldset");
    expect(sentence?.textContent).toContain(" i in ");
    expect([...blank(1).options].map((o) => o.text)).toEqual(["Choose…", "for", "range", "x"]);
  });

  it("clears the other blank when an option is chosen once more than it is listed", () => {
    renderWithApp(<Sentence />, { locale: "en" });
    choose(1, "range");
    choose(2, "for");
    expect(blanks()).toEqual(["range", "for", ""]);
    choose(2, "range");
    expect(blanks()).toEqual(["", "range", ""]);
  });

  it("lets an option listed twice fill two blanks, and clears one at the third use", () => {
    renderWithApp(<Sentence />, { locale: "en" });
    choose(1, "x");
    choose(3, "x");
    expect(blanks()).toEqual(["x", "", "x"]);
    choose(2, "x");
    expect(blanks()).toEqual(["", "x", "x"]);
  });

  it("empties a blank with the Choose… entry", () => {
    renderWithApp(<Sentence />, { locale: "en" });
    choose(1, "for");
    choose(1, "");
    expect(blanks()).toEqual(["", "", ""]);
  });
});
