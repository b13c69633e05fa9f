import { Badge, Button, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { gradeQuiz } from "../../../../shared/quiz/grading.ts";
import {
  createQuestionGroup,
  deleteQuestion,
  deleteQuestionGroup,
  reorderQuestionGroups,
  reorderQuestions,
  updateQuestionGroup,
} from "../../../api/catalogue.ts";
import { apiList } from "../../../api/client.ts";
import type { ListResult, QuestionGroupRow } from "../../../api/records.ts";
import { useT } from "../../../app-context.tsx";
import { QuizPlayer } from "../../../components/quiz/QuizPlayer.tsx";
import { SortableTree } from "../../../manage/sortable-tree/SortableTree.tsx";
import type { GroupId } from "../../../manage/sortable-tree/tree-layout.ts";
import { useTreeSave } from "../../../manage/sortable-tree/use-tree-save.ts";
import { QuestionDialog } from "./QuestionDialog.tsx";
import { type QuestionRow, readQuestion, toGradable } from "./question-row.ts";

type GroupRow = QuestionGroupRow;

/**
 * A quiz's sections and questions: add, edit and delete; drag a question (handle, long press or
 * keyboard) within or across sections, or a section among the others; "Preview" runs the real
 * player and grading in a 50rem dialog, so the author sees what the student gets. The tree is
 * the curriculum editor's SortableTree (sections play the chapters, questions the lessons).
 */
export function QuizEditorDialog(props: {
  quiz: { id: number; name: string };
  readOnly: boolean;
  onClose: () => void;
}) {
  const { quiz, readOnly } = props;
  const t = useT();
  const queryClient = useQueryClient();
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
  const [editing, setEditing] = useState<{ question?: QuestionRow; groupId: GroupId } | null>(null);
  const [previewing, setPreviewing] = useState(false);

  const reload = () => queryClient.invalidateQueries({ queryKey });
  const act = useTreeSave(reload);
  const groups = data.data?.groups ?? [];

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
      {!data.data ? (
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
          <SortableTree
            groups={groups}
            items={data.data.questions}
            groupOf={(question) => question.group_id ?? null}
            readOnly={readOnly}
            groupTestId="quiz-section"
            ungroupedHeading={t("catalogueAdmin.quiz.noSection")}
            labels={{
              addItem: "catalogueAdmin.quiz.addQuestion",
              deleteItem: "catalogueAdmin.quiz.deleteQuestion",
              deleteGroup: "catalogueAdmin.quiz.deleteSection",
              addGroup: "catalogueAdmin.quiz.addSection",
              groupPlaceholder: "catalogueAdmin.quiz.sectionPlaceholder",
            }}
            group={(group, _index, questionIds) => ({
              title: group.description || `${t("catalogueAdmin.quiz.section")} #${group.id}`,
              name: group.description ?? "",
              deleteMessage: t("catalogueAdmin.quiz.deleteSectionConfirm", {
                count: questionIds.length,
              }),
              onRename: (description) =>
                act(() => updateQuestionGroup(group.id, description), "success.saved"),
              onDelete: () => act(() => deleteQuestionGroup(group.id), "success.deleted"),
            })}
            item={(question, groupId) => ({
              name: question.title,
              content: (
                <Group gap="xs" wrap="nowrap" style={{ flex: "1 1 12rem", minWidth: 0 }}>
                  <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
                    {t(`enums.questionType.${question.type}`)}
                  </Badge>
                  <Text size="sm" truncate data-testid="quiz-question">
                    {question.title}
                  </Text>
                </Group>
              ),
              onEdit: () => setEditing({ question, groupId }),
              onDelete: () => act(() => deleteQuestion(question.id), "success.deleted"),
            })}
            onAddItem={(groupId) => setEditing({ groupId })}
            onAddGroup={(description) => act(() => createQuestionGroup(quiz.id, description))}
            onMoveItems={(containers) =>
              act(() =>
                reorderQuestions({
                  quizId: quiz.id,
                  groups: containers.map((c) => ({ groupId: c.groupId, questionIds: c.itemIds })),
                }),
              )
            }
            onMoveGroups={(groupIds) => act(() => reorderQuestionGroups(quiz.id, groupIds))}
          />
        </Stack>
      )}
      {editing && (
        <QuestionDialog
          quizId={quiz.id}
          groups={groups}
          groupId={editing.groupId}
          question={editing.question}
          onClose={() => setEditing(null)}
          onSaved={() => void reload()}
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
    </Modal>
  );
}
