import { Text, TextInput } from "@mantine/core";
import { formatDate } from "../../../shared/format.ts";
import { quizInputSchema } from "../../../shared/schemas/quiz-management.ts";
import { useAbility } from "../../account/account-query.ts";
import { createQuiz, deleteQuiz, renameQuiz } from "../../api/catalogue.ts";
import type { QuizRow } from "../../api/records.ts";
import { useT } from "../../app-context.tsx";
import { useSchemaForm } from "../../forms/use-schema-form.ts";
import { FormDialog, useSaveAndClose } from "../../manage/FormDialog.tsx";
import { ManagementScreen } from "../../manage/ManagementScreen.tsx";
import type { ManagementDescription } from "../../manage/management-description.ts";
import { QuizEditorDialog } from "./quizzes/QuizEditorDialog.tsx";

/** A quiz's name: a new quiz, or renaming one. */
function QuizNameDialog(props: { quiz?: QuizRow; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const form = useSchemaForm(quizInputSchema, { name: props.quiz?.name ?? "" });
  const saved = useSaveAndClose({
    success: "success.saved",
    onSaved: props.onSaved,
    onClose: props.onClose,
  });
  const submit = form.onSubmit(({ name }) =>
    saved(props.quiz ? renameQuiz(props.quiz.id, name) : createQuiz(name)),
  );
  return (
    <FormDialog
      opened
      onClose={props.onClose}
      title={t(props.quiz ? "catalogueAdmin.quiz.rename" : "catalogueAdmin.quiz.add")}
      onSubmit={submit}
      form={form}
    >
      <TextInput
        key={form.key("name")}
        {...form.getInputProps("name")}
        name="name"
        label={t("catalogueAdmin.fields.name")}
        required
        data-autofocus
      />
    </FormDialog>
  );
}

function Editor(props: { row: QuizRow; onClose: () => void }) {
  const canEdit = useAbility("quiz.update");
  return <QuizEditorDialog quiz={props.row} readOnly={!canEdit} onClose={props.onClose} />;
}

/**
 * Quiz management (`/quiz-management`): quizzes by name; their sections and questions in the
 * editor, with the previewer; delete one no lesson uses (else the server says which).
 */
export const QUIZZES: ManagementDescription<QuizRow> = {
  resource: "quiz",
  messages: { title: "nav.quiz_management", description: "catalogueAdmin.quiz.description" },
  defaultSort: { field: "update_time", direction: "desc" },
  search: { placeholder: "catalogueAdmin.quiz.searchPlaceholder", field: "name" },
  columns: [
    {
      key: "name",
      label: "catalogueAdmin.fields.name",
      sortable: true,
      render: (row) => (
        <Text size="sm" fw={600} data-testid="quiz-name">
          {row.name}
        </Text>
      ),
    },
    {
      key: "update_time",
      label: "catalogueAdmin.fields.updated",
      sortable: true,
      width: 130,
      render: (row) => <Text size="sm">{formatDate(row.update_time)}</Text>,
    },
  ],
  rowActions: [
    {
      key: "questions",
      label: "catalogueAdmin.quiz.open",
      variant: "light",
      dialog: ({ row, onClose }) => <Editor row={row} onClose={onClose} />,
    },
    {
      key: "rename",
      label: "catalogueAdmin.quiz.rename",
      policy: { action: "update", ability: "quiz.update", refused: "catalogueAdmin.notAllowed" },
      dialog: ({ row, onClose, onSaved }) => (
        <QuizNameDialog quiz={row} onClose={onClose} onSaved={onSaved} />
      ),
    },
    {
      key: "delete",
      label: "actions.delete",
      policy: { action: "delete", ability: "quiz.delete", refused: "catalogueAdmin.notAllowed" },
      confirm: (row, { t }) => ({
        title: t("catalogueAdmin.quiz.delete"),
        message: row.name,
        danger: true,
      }),
      run: (row) => deleteQuiz(row.id),
      success: "success.deleted",
    },
  ],
  create: {
    label: "catalogueAdmin.quiz.add",
    ability: "quiz.create",
    form: ({ onClose, onSaved }) => <QuizNameDialog onClose={onClose} onSaved={onSaved} />,
  },
};

export default function QuizManagementPage() {
  return <ManagementScreen description={QUIZZES} />;
}
