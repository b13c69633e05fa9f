import { Alert, Select, Text } from "@mantine/core";
import { z } from "zod";
import { ROLES, type Role, USER_STATUSES, type UserStatus } from "../../../../shared/constants.ts";
import { type ManagedUserRow, updateUserRole, updateUserStatus } from "../../../api/users.ts";
import { useT } from "../../../app-context.tsx";
import { InfoIcon } from "../../../components/icons/pages.tsx";
import { useSchemaForm } from "../../../forms/use-schema-form.ts";
import { FormDialog, useSaveAndClose } from "../../../manage/FormDialog.tsx";

export type UserChange = "role" | "status";

const roleForm = z.object({ value: z.enum(ROLES, { error: "validation.notAnOption" }) });
const statusForm = z.object({ value: z.enum(USER_STATUSES, { error: "validation.notAnOption" }) });

interface ChangeUserDialogProps {
  user: ManagedUserRow;
  change: UserChange;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Change one user's role or status. Both end that user's sessions (a role change always,
 * INACTIVE and BANNED at once), which the dialog says before saving.
 */
export function ChangeUserDialog({ user, change, onClose, onSaved }: ChangeUserDialogProps) {
  const t = useT();
  const isRole = change === "role";
  const form = useSchemaForm(isRole ? roleForm : statusForm, {
    value: isRole ? user.role : user.status,
  });
  const options = (isRole ? ROLES : USER_STATUSES).map((value) => ({
    value,
    label: t(isRole ? `enums.role.${value as Role}` : `enums.userStatus.${value as UserStatus}`),
  }));
  const name = user.full_name || user.email;

  const saved = useSaveAndClose({ success: "success.saved", onSaved, onClose });
  const submit = form.onSubmit(({ value }) =>
    saved(
      isRole
        ? updateUserRole(user.id, value as Role)
        : updateUserStatus(user.id, value as UserStatus),
    ),
  );

  return (
    <FormDialog
      opened
      onClose={onClose}
      title={t(isRole ? "users.changeRole" : "users.changeStatus")}
      onSubmit={submit}
      form={form}
    >
      <Text size="sm">
        {t("users.changeFor")} <strong>{name}</strong>
      </Text>
      <Select
        name="value"
        label={t(isRole ? "users.role" : "users.status")}
        data={options}
        value={String(form.getValues().value ?? "")}
        onChange={(value) => form.setFieldValue("value", (value ?? "") as never)}
        error={form.errors.value}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
        data-testid="change-select"
      />
      <Alert color="gray" variant="light" icon={<InfoIcon />}>
        {t(isRole ? "users.roleSignOutNotice" : "users.statusSignOutNotice")}
      </Alert>
    </FormDialog>
  );
}
