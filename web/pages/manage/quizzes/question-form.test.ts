import { describe, expect, it } from "vitest";
import { type QuestionForm, questionFormOf, questionFormSchema } from "./question-form.ts";

const blank = (over: Partial<QuestionForm>): QuestionForm => ({
  ...questionFormOf(undefined, null),
  title: "Thủ đô của Việt Nam?",
  texts: ["Hà Nội", "Huế"],
  ...over,
});

const fieldsWithIssues = (form: QuestionForm) => {
  const result = questionFormSchema.safeParse(form);
  return result.success ? [] : [...new Set(result.error.issues.map((i) => String(i.path[0])))];
};

describe("the question dialog's form", () => {
  it("turns a single choice into the shared input, the key being the chosen option's text", () => {
    const input = questionFormSchema.parse(blank({ radio: "Hà Nội", score: 2 }));
    expect(input.question).toMatchObject({
      type: "RADIO_BUTTONS",
      answer_values: "Hà Nội",
      score: 2,
      pieces: [
        { value: "Hà Nội", text: "Hà Nội" },
        { value: "Huế", text: "Huế" },
      ],
    });
    expect(input.accepts_unaccented).toBe(false);
  });

  it("keeps only ticked options that still exist, and reads word order from numbers", () => {
    const ticked = questionFormSchema.parse(
      blank({ type: "CHECKBOXES", checked: ["Huế", "Đà Lạt"], texts: ["Hà Nội", "Huế"] }),
    );
    expect(ticked.question.answer_values).toEqual(["Huế"]);
    const ordered = questionFormSchema.parse(
      blank({ type: "WORD_ARRANGEMENT", texts: ["học", "tôi", "bài"], order: "2, 1, 3" }),
    );
    expect(ordered.question.answer_values).toEqual(["tôi", "học", "bài"]);
  });

  it("puts the shared schema's issues at the fields the author typed in", () => {
    expect(fieldsWithIssues(blank({ title: "", radio: "Hà Nội" }))).toEqual(["title"]);
    // A single choice without a chosen option: said at the options.
    expect(fieldsWithIssues(blank({ radio: null }))).toEqual(["texts"]);
    // Numbers that name no option: said at the numbers.
    expect(
      fieldsWithIssues(blank({ type: "WORD_ARRANGEMENT", texts: ["a", "b"], order: "7" })),
    ).toEqual(["order"]);
  });

  it("reads a stored question back into the same form", () => {
    const form = questionFormOf(
      {
        id: 3,
        quiz_id: 1,
        group_id: 4,
        type: "WORD_ARRANGEMENT",
        title: "Sắp xếp",
        content: null,
        sort_order: 0,
        score: 1,
        pieces: [
          { value: "học", text: "học" },
          { value: "tôi", text: "tôi" },
        ],
        answer_values: ["tôi", "học"],
        answer_explanation: null,
        accepts_unaccented: 0,
      },
      null,
    );
    expect(form).toMatchObject({
      group_id: 4,
      order: "2, 1",
      texts: ["học", "tôi"],
      explanation: "",
    });
  });
});
