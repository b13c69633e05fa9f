import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { QuizAnswers } from "../../../shared/quiz/question-types.ts";
import { renderWithApp } from "../../test-utils.tsx";
import { GROUPS, gradeLikeTheServer, QUESTIONS } from "./fixtures.ts";
import { QuizPlayer } from "./QuizPlayer.tsx";
import { layOutWordPieces, press } from "./testing.ts";

const seeResults = () => screen.getByRole("button", { name: "See results" });
const card = (id: number) => within(screen.getByTestId(`question-${id}`));

/** The tooltip a pointer over the button shows, if any. */
async function tooltipOver(element: HTMLElement) {
  fireEvent.mouseEnter(element);
  await act(async () => {});
  const tooltip = screen.queryByRole("tooltip")?.textContent ?? null;
  fireEvent.mouseLeave(element);
  await act(async () => {});
  return tooltip;
}

function expectDisabled(button: HTMLElement) {
  expect(button.getAttribute("aria-disabled")).toBe("true");
  const hint = document.getElementById(button.getAttribute("aria-describedby") ?? "");
  expect(hint?.textContent).toBe("Please answer all questions to see results");
}

/** Answers the word arrangement with the keyboard: "forward" two places to the right. */
async function arrangeWords() {
  const piece = card(4).getByText("forward");
  piece.focus();
  await press(piece, "Space");
  await press(piece, "ArrowRight");
  await press(piece, "ArrowRight");
  await press(piece, "Space");
}

/** Every question answered; the checkboxes one wrongly (one right option missing). */
async function answerAllWithOneWrong() {
  fireEvent.click(card(1).getByRole("radio", { name: "minutes" }));
  fireEvent.click(card(2).getByRole("checkbox", { name: "Dear Ms. Lan," }));
  fireEvent.change(card(3).getByRole("combobox", { name: "Blank 1" }), { target: { value: "on" } });
  fireEvent.change(card(3).getByRole("combobox", { name: "Blank 2" }), { target: { value: "by" } });
  await arrangeWords();
}

describe("QuizPlayer", () => {
  beforeEach(layOutWordPieces);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("keeps See results disabled, with its tooltip, until the last question is answered", async () => {
    const grade = vi.fn(gradeLikeTheServer);
    renderWithApp(<QuizPlayer questions={QUESTIONS} groups={GROUPS} grade={grade} />, {
      locale: "en",
    });
    expectDisabled(seeResults());
    expect(await tooltipOver(seeResults())).toBe("Please answer all questions to see results");
    fireEvent.click(seeResults());
    expect(grade).not.toHaveBeenCalled();

    fireEvent.click(card(1).getByRole("radio", { name: "hours" }));
    fireEvent.click(card(2).getByRole("checkbox", { name: "Hey guys!" }));
    fireEvent.change(card(3).getByRole("combobox", { name: "Blank 1" }), {
      target: { value: "in" },
    });
    expectDisabled(seeResults()); // one blank is still empty
    fireEvent.change(card(3).getByRole("combobox", { name: "Blank 2" }), {
      target: { value: "on" },
    });
    expect(screen.getByText("3/4 answered")).toBeTruthy();
    expectDisabled(seeResults()); // the words are still in the order first shown
    fireEvent.click(seeResults());
    expect(grade).not.toHaveBeenCalled();

    await arrangeWords();
    expect(screen.getByText("4/4 answered")).toBeTruthy();
    expect(seeResults().getAttribute("aria-disabled")).toBe("false");
    expect(seeResults().hasAttribute("aria-describedby")).toBe(false);
    expect(await tooltipOver(seeResults())).toBeNull();
  });

  it("shows Exact or Wrong, the explanation of the wrong one and the score over the maximum", async () => {
    const grade = vi.fn(gradeLikeTheServer);
    renderWithApp(<QuizPlayer questions={QUESTIONS} groups={GROUPS} grade={grade} />, {
      locale: "en",
    });
    await answerAllWithOneWrong();
    await act(async () => fireEvent.click(seeResults()));

    expect(grade).toHaveBeenCalledExactlyOnceWith({
      1: "a",
      2: ["a"],
      3: ["on", "by"],
      4: ["I", "look", "forward"],
    } satisfies QuizAnswers);
    expect(screen.getByTestId("quiz-score").textContent).toBe("Score: 5/7");
    for (const id of [1, 3, 4]) expect(card(id).getByTestId("verdict").textContent).toBe("Exact");
    expect(card(2).getByTestId("verdict").textContent).toBe("Wrong");
    // The right options are marked (in words too, for those who do not see the colour).
    const option = (name: RegExp) => card(2).getByRole("checkbox", { name });
    expect(option(/^Dear Ms\. Lan, \(right answer\)$/).hasAttribute("data-key")).toBe(true);
    expect(option(/^Good morning, \(right answer\)$/).hasAttribute("data-key")).toBe(true);
    expect(option(/^Hey guys!$/).hasAttribute("data-key")).toBe(false);
    expect(card(2).getByTestId("feedback").textContent).toBe(
      "Explanation: Hey guys is for friends.",
    );
    expect(screen.queryByText(/Meeting minutes are its written record/)).toBeNull();
    expect(screen.getAllByTestId("feedback")).toHaveLength(1);

    // Ended: answers are read-only and See results is gone.
    expect(screen.queryByRole("button", { name: "See results" })).toBeNull();
    const minutes = card(1).getByRole("radio", { name: "minutes (right answer)" });
    expect(minutes.hasAttribute("disabled")).toBe(true);
    expect(card(2).getByRole("checkbox", { name: "Hey guys!" }).hasAttribute("disabled")).toBe(
      true,
    );
    expect(card(3).getByRole("combobox", { name: "Blank 1" }).hasAttribute("disabled")).toBe(true);
    expect(card(4).queryAllByRole("button")).toHaveLength(0);
    fireEvent.click(card(1).getByRole("radio", { name: "hours" }));
    expect(minutes.getAttribute("aria-checked")).toBe("true");
  });

  it("says the right sentence and the right order in words when they are wrong", async () => {
    renderWithApp(<QuizPlayer questions={QUESTIONS} groups={GROUPS} grade={gradeLikeTheServer} />, {
      locale: "en",
    });
    fireEvent.click(card(1).getByRole("radio", { name: "minutes" }));
    fireEvent.click(card(2).getByRole("checkbox", { name: "Dear Ms. Lan," }));
    fireEvent.click(card(2).getByRole("checkbox", { name: "Good morning," }));
    fireEvent.change(card(3).getByRole("combobox", { name: "Blank 1" }), {
      target: { value: "by" },
    });
    fireEvent.change(card(3).getByRole("combobox", { name: "Blank 2" }), {
      target: { value: "on" },
    });
    const piece = card(4).getByText("forward");
    piece.focus();
    await press(piece, "Space");
    await press(piece, "ArrowRight");
    await press(piece, "Space");
    await act(async () => fireEvent.click(seeResults()));

    expect(screen.getByTestId("quiz-score").textContent).toBe("Score: 3/7");
    expect(card(3).getByTestId("feedback").textContent).toBe(
      "Correct answer: Due on Friday, by 5 p.m.Explanation: On a day; by a deadline.",
    );
    expect(card(4).getByTestId("feedback").textContent).toContain("Correct answer: I look forward");
    expect(card(3).getByRole("combobox", { name: "Blank 1" }).getAttribute("aria-invalid")).toBe(
      "true",
    );
  });

  it("offers Close only when a close handler is given", async () => {
    const onClose = vi.fn();
    const { unmount } = renderWithApp(
      <QuizPlayer questions={QUESTIONS} groups={GROUPS} grade={gradeLikeTheServer} />,
      { locale: "en" },
    );
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    unmount();
    renderWithApp(
      <QuizPlayer
        questions={QUESTIONS}
        groups={GROUPS}
        grade={gradeLikeTheServer}
        onClose={onClose}
      />,
      { locale: "en" },
    );
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("groups the questions in sections, numbered across them, in Vietnamese", () => {
    renderWithApp(<QuizPlayer questions={QUESTIONS} groups={GROUPS} grade={gradeLikeTheServer} />, {
      locale: "vi",
    });
    const headings = screen.getAllByRole("heading").map((h) => h.textContent);
    expect(headings).toEqual(["Phần 1: Từ vựng", "Phần 2: Ngữ pháp"]);
    const second = screen.getByRole("heading", { name: "Phần 2: Ngữ pháp" }).closest("section");
    const inSecond = [...(second?.querySelectorAll("article") ?? [])].map((a) => a.dataset.testid);
    expect(inSecond).toEqual(["question-3", "question-4"]);
    expect(card(3).getByText("Câu 3")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Xem kết quả" })).toBeTruthy();
    expect(screen.getByText("Đã trả lời 0/4")).toBeTruthy();
  });

  it("shows why grading failed and lets the student try again", async () => {
    const grade = vi
      .fn<typeof gradeLikeTheServer>()
      .mockRejectedValueOnce(new Error("Cannot connect to the server"))
      .mockImplementation(gradeLikeTheServer);
    renderWithApp(<QuizPlayer questions={QUESTIONS} groups={GROUPS} grade={grade} />, {
      locale: "en",
    });
    await answerAllWithOneWrong();
    await act(async () => fireEvent.click(seeResults()));
    expect(screen.getByRole("alert").textContent).toBe("Cannot connect to the server");
    await act(async () => fireEvent.click(seeResults()));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByTestId("quiz-score").textContent).toBe("Score: 5/7");
  });
});
