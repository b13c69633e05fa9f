import { VisuallyHidden } from "@mantine/core";
import { useT } from "../../app-context.tsx";
import { QuizText } from "./QuizText.tsx";
import classes from "./quiz.module.css";

/**
 * The text of a radio or checkbox option. Once graded, a right option is shown in green; the
 * hidden words say so to those who do not see the colour.
 */
export function OptionText({ text, isKey }: { text: string; isKey: boolean }) {
  const t = useT();
  return (
    <span className={`${classes.optionText} ${classes.authored}`}>
      <QuizText text={text} />
      {isKey && <VisuallyHidden> {t("quiz.rightOption")}</VisuallyHidden>}
    </span>
  );
}
