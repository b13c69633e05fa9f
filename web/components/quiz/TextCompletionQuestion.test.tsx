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

describe("TextCompletionQuestion typed without tone marks", () => {
  afterEach(cleanup);
  const capital: QuizQuestion = {
    id: 8,
    type: "TEXT_COMPLETION",
    title: "Capital",
    content: "{{blank}} là thủ đô.",
    score: 1,
    pieces: [
      { value: "Hà Nội", text: "Hà Nội" },
      { value: "Huế", text: "Huế" },
    ],
    accepts_unaccented: true,
  };

  it("offers a text box per blank; once graded, a blank typed without tone marks shows right", () => {
    let latest: QuizAnswer = [null];
    function Typed({ graded }: { graded: boolean }) {
      const [answer, setAnswer] = useState<QuizAnswer>([null]);
      latest = answer;
      return (
        <TextCompletionQuestion
          question={capital}
          answer={answer}
          onAnswer={setAnswer}
          result={
            graded
              ? {
                  questionId: 8,
                  correct: true,
                  score: 1,
                  answerValues: ["Hà Nội"],
                  answerExplanation: null,
                }
              : undefined
          }
          readOnly={graded}
          labelledBy="title"
        />
      );
    }
    const { unmount } = renderWithApp(<Typed graded={false} />, { locale: "en" });
    const box = screen.getByRole("textbox", { name: "Blank 1" });
    fireEvent.change(box, { target: { value: " ha noi " } });
    expect(latest).toEqual(["ha noi"]);
    unmount();
    renderWithApp(<Typed graded />, { locale: "en" });
    const graded = screen.getByRole("textbox", { name: "Blank 1" });
    fireEvent.change(graded, { target: { value: "ha noi" } });
    expect(graded.closest("[data-right]")).not.toBeNull();
  });
});
