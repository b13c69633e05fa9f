import { Code } from "@mantine/core";
import { Fragment } from "react";

/**
 * Authored quiz text as written: a span between backticks is code (the demo's programming
 * quizzes write `type(3.0)`), an unmatched backtick stays a backtick. Line breaks and
 * indentation are kept by the `white-space: pre-wrap` of the surrounding element.
 */
export function QuizText({ text }: { text: string }) {
  const parts = text.split("`");
  const lastIsClosed = parts.length % 2 === 1;
  return (
    <>
      {parts.map((part, index) => {
        const key = `${index}:${part}`;
        if (index % 2 === 0) return <Fragment key={key}>{part}</Fragment>;
        if (index === parts.length - 1 && !lastIsClosed)
          return <Fragment key={key}>`{part}</Fragment>;
        return <Code key={key}>{part}</Code>;
      })}
    </>
  );
}
