import { Button, Group, Loader, Paper, Text, Title } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useT } from "../../../app-context.tsx";
import { QuizIcon } from "../../../components/icons/pages.tsx";
import page from "./CoursePage.module.css";
import type { SampleQuiz } from "./course-outline.ts";
import { countLabel } from "./course-text.ts";
import classes from "./SampleQuestions.module.css";

// The quiz player (question kinds, drag and drop) loads only when a reader tries the questions.
const SampleQuizDialog = lazy(() => import("./SampleQuizDialog.tsx"));

interface SampleQuestionsProps {
  quizzes: SampleQuiz[];
  /** The quiz whose questions are open, if any. */
  openQuiz: number | null;
  onOpen: (quizId: number | null) => void;
}

/** The sample-question previewer (docs/product/screens-and-routes.md): each preview quiz, tried in a dialog. */
export function SampleQuestions({ quizzes, openQuiz, onOpen }: SampleQuestionsProps) {
  const t = useT();
  if (quizzes.length === 0) return null;
  const open = quizzes.find((quiz) => quiz.quizId === openQuiz);
  return (
    <section
      id="sample-questions"
      className={page.section}
      aria-labelledby="sample-questions-title"
      data-testid="course-sample-questions"
    >
      <Title order={2} id="sample-questions-title" className={page.sectionTitle}>
        {t("course.sampleQuestions")}
      </Title>
      <Text c="dimmed" mb="md">
        {t("coursePage.sampleIntro")}
      </Text>
      <div className={classes.list}>
        {quizzes.map((quiz) => (
          <Paper key={quiz.quizId} withBorder radius="lg" p="md" className={classes.card}>
            <Group wrap="nowrap" gap="md" className={classes.row}>
              <span className={classes.icon}>
                <QuizIcon size={24} />
              </span>
              <div className={classes.text}>
                <Text fw={600}>{quiz.name}</Text>
                <Text size="sm" c="dimmed">
                  {countLabel(t, "coursePage.questions", quiz.questions.length)}
                </Text>
              </div>
              <Button
                variant="light"
                onClick={() => onOpen(quiz.quizId)}
                aria-label={`${t("coursePage.tryQuestions")}: ${quiz.name}`}
                data-testid="try-sample-quiz"
              >
                {t("coursePage.tryQuestions")}
              </Button>
            </Group>
          </Paper>
        ))}
      </div>
      {open && (
        <Suspense
          fallback={
            <div className={classes.loading}>
              <Loader size="sm" aria-label={t("common.loading")} />
            </div>
          }
        >
          <SampleQuizDialog quiz={open} onClose={() => onOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
