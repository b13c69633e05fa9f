import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { Badge, Button, Group, Loader, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { gradeQuiz } from "../../../../shared/quiz/grading.ts";
import {
  createQuestionGroup,
  deleteQuestion,
  deleteQuestionGroup,
  reorderQuestions,
  updateQuestionGroup,
} from "../../../api/catalogue.ts";
import { apiList } from "../../../api/client.ts";
import type { ListResult, QuestionGroupRow } from "../../../api/records.ts";
import { useT } from "../../../app-context.tsx";
import { autoScroll, MouseAndPenSensor } from "../../../components/dnd/sensors.ts";
import { QuizPlayer } from "../../../components/quiz/QuizPlayer.tsx";
import { toast, toastError } from "../../../feedback/toast.tsx";
import { useConfirm } from "../../../manage/use-confirm.tsx";
import {
  type ContainerId,
  chapterKey,
  type Layout,
  lessonKey,
  moveLesson,
  parseKey,
} from "../courses/curriculum-layout.ts";
import {
  AddRowButton,
  ChapterCard,
  RowEditDelete,
  SortableRow,
} from "../courses/sortable-tree.tsx";
import { QuestionDialog } from "./QuestionDialog.tsx";
import { type QuestionRow, readQuestion, toGradable } from "./question-row.ts";

type GroupRow = QuestionGroupRow;

/**
 * A quiz's sections and questions: add, edit and delete; drag a question (handle, long press or
 * keyboard) within or across sections; "Preview" runs the real player and grading in a 50rem
 * dialog, so the author sees what the student gets. The tree is the curriculum editor's
 * (sections play the chapters, questions the lessons).
 */
export function QuizEditorDialog(props: {
  quiz: { id: number; name: string };
  readOnly: boolean;
  onClose: () => void;
}) {
  const { quiz, readOnly } = props;
  const t = useT();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const queryKey = ["quiz-editor", quiz.id];
  const data = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const on = { filters: [["quiz_id", "=", quiz.id]] as const, limit: 500 };
      const order = { orders: [["sort_order", "asc"]] as const };
      const [groups, questions] = await Promise.all([
        apiList<ListResult<GroupRow>>("question_group", { ...on, ...order }, { signal }),
        apiList<ListResult>("question", { ...on, ...order }, { signal }),
      ]);
      return { groups: groups.items, questions: questions.items.map(readQuestion) };
    },
  });
  const [layout, setLayout] = useState<Layout | null>(null);
  const [editing, setEditing] = useState<{ question?: QuestionRow; groupId: ContainerId } | null>(
    null,
  );
  const [previewing, setPreviewing] = useState(false);
  const [newSection, setNewSection] = useState("");

  useEffect(() => {
    if (!data.data) return;
    const map = new Map<ContainerId, number[]>([[null, []]]);
    for (const g of data.data.groups) map.set(g.id, []);
    for (const q of data.data.questions) map.get(q.group_id ?? null)?.push(q.id);
    setLayout({ chapters: data.data.groups.map((g) => g.id), lessons: map });
  }, [data.data]);

  const reload = () => void queryClient.invalidateQueries({ queryKey });
  const act = async (
    work: () => Promise<unknown>,
    success?: "success.saved" | "success.deleted",
  ) => {
    try {
      await work();
      if (success) toast.success(t(success));
    } catch (error) {
      toastError(error);
    } finally {
      reload();
    }
  };
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!layout || !over || active.id === over.id) return;
    const moved = parseKey(String(active.id));
    if (moved.kind !== "lesson") return;
    const next = moveLesson(layout, moved.id, parseKey(String(over.id)));
    setLayout(next);
    const groups = [null, ...next.chapters].map((groupId) => ({
      groupId,
      questionIds: next.lessons.get(groupId) ?? [],
    }));
    void act(() => reorderQuestions({ quizId: quiz.id, groups }));
  };

  const groups = data.data?.groups ?? [];
  const questions = new Map((data.data?.questions ?? []).map((q) => [q.id, q]));
  const questionList = (container: ContainerId) => {
    const ids = layout?.lessons.get(container) ?? [];
    return (
      <SortableContext items={ids.map(lessonKey)} strategy={verticalListSortingStrategy}>
        <Stack gap={6} mih={8}>
          {ids.map((id) => {
            const q = questions.get(id);
            if (!q) return null;
            return (
              <SortableRow key={id} id={lessonKey(id)} label={q.title} disabled={readOnly}>
                <Group gap="xs" wrap="nowrap" style={{ flex: "1 1 12rem", minWidth: 0 }}>
                  <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
                    {t(`enums.questionType.${q.type}`)}
                  </Badge>
                  <Text size="sm" truncate data-testid="quiz-question">
                    {q.title}
                  </Text>
                </Group>
                <RowEditDelete
                  readOnly={readOnly}
                  confirm={confirm}
                  onEdit={() => setEditing({ question: q, groupId: container })}
                  deleteTitle="catalogueAdmin.quiz.deleteQuestion"
                  name={q.title}
                  onDelete={() => act(() => deleteQuestion(id), "success.deleted")}
                />
              </SortableRow>
            );
          })}
          <AddRowButton
            readOnly={readOnly}
            label="catalogueAdmin.quiz.addQuestion"
            onClick={() => setEditing({ groupId: container })}
          />
        </Stack>
      </SortableContext>
    );
  };

  const gradable = (data.data?.questions ?? []).map(toGradable);
  return (
    <Modal
      opened
      onClose={props.onClose}
      size="xl"
      radius="lg"
      title={t("catalogueAdmin.quiz.editorTitle", { name: quiz.name })}
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      {!layout ? (
        <Loader />
      ) : (
        <Stack gap="md" data-testid="quiz-editor">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t("catalogueAdmin.quiz.questionCount", { count: gradable.length })}
            </Text>
            <Button
              variant="light"
              onClick={() => setPreviewing(true)}
              disabled={gradable.length === 0}
            >
              {t("catalogueAdmin.quiz.preview")}
            </Button>
          </Group>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCorners}
            autoScroll={autoScroll()}
            onDragEnd={onDragEnd}
          >
            <Text size="sm" fw={600}>
              {t("catalogueAdmin.quiz.noSection")}
            </Text>
            {questionList(null)}
            <SortableContext
              items={layout.chapters.map(chapterKey)}
              strategy={verticalListSortingStrategy}
            >
              {layout.chapters.map((id) => {
                const group = groups.find((g) => g.id === id);
                return (
                  <ChapterCard
                    key={id}
                    id={id}
                    title={group?.description || `${t("catalogueAdmin.quiz.section")} #${id}`}
                    name={group?.description ?? ""}
                    readOnly={readOnly}
                    onRename={(description) =>
                      act(() => updateQuestionGroup(id, description), "success.saved")
                    }
                    onDelete={async () => {
                      const ok = await confirm({
                        title: t("catalogueAdmin.quiz.deleteSection"),
                        message: t("catalogueAdmin.quiz.deleteSectionConfirm", {
                          count: layout.lessons.get(id)?.length ?? 0,
                        }),
                        danger: true,
                      });
                      if (ok) await act(() => deleteQuestionGroup(id), "success.deleted");
                    }}
                  >
                    {questionList(id)}
                  </ChapterCard>
                );
              })}
            </SortableContext>
          </DndContext>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const description = newSection.trim();
              if (!description) return;
              setNewSection("");
              void act(() => createQuestionGroup(quiz.id, description));
            }}
          >
            <Group align="flex-end">
              <TextInput
                style={{ flex: 1 }}
                label={t("catalogueAdmin.quiz.addSection")}
                placeholder={t("catalogueAdmin.quiz.sectionPlaceholder")}
                value={newSection}
                onChange={(event) => setNewSection(event.currentTarget.value)}
                disabled={readOnly}
              />
              <Button type="submit" disabled={readOnly}>
                {t("actions.add")}
              </Button>
            </Group>
          </form>
        </Stack>
      )}
      {editing && (
        <QuestionDialog
          quizId={quiz.id}
          groups={groups}
          groupId={editing.groupId}
          question={editing.question}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      )}
      {previewing && (
        <Modal
          opened
          onClose={() => setPreviewing(false)}
          size="50rem"
          radius="lg"
          title={t("catalogueAdmin.quiz.previewTitle", { name: quiz.name })}
          closeButtonProps={{ "aria-label": t("actions.close") }}
        >
          <QuizPlayer
            questions={gradable}
            groups={groups}
            grade={async (answers) => gradeQuiz(gradable, answers)}
            onClose={() => setPreviewing(false)}
          />
        </Modal>
      )}
      {dialog}
    </Modal>
  );
}
