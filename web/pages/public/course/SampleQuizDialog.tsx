import { Modal } from "@mantine/core";
import { useQuizGrading } from "../../../api/quiz.ts";
import { useT } from "../../../app-context.tsx";
import { QuizPlayer } from "../../../components/quiz/QuizPlayer.tsx";
import type { SampleQuiz } from "./course-outline.ts";

/**
 * A preview quiz in the quiz player (the quiz previewer, 50rem wide), graded by the server
 * without storing anything; the answers and explanations arrive with the grade.
 */
export default function SampleQuizDialog({
  quiz,
  onClose,
}: {
  quiz: SampleQuiz;
  onClose: () => void;
}) {
  const t = useT();
  const grading = useQuizGrading(quiz.quizId, "preview");
  return (
    <Modal
      opened
      onClose={onClose}
      size="50rem"
      radius="lg"
      title={`${t("course.sampleQuestions")}: ${quiz.name}`}
      closeButtonProps={{ "aria-label": t("actions.close") }}
      data-testid="sample-quiz-dialog"
    >
      <QuizPlayer
        questions={quiz.questions}
        groups={quiz.groups}
        grade={grading.mutateAsync}
        onClose={onClose}
      />
    </Modal>
  );
}
