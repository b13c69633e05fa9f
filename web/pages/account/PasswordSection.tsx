import { Alert, Button, Group, PasswordInput, Stack } from "@mantine/core";
import { useNavigate } from "react-router";
import { PASSWORD_MIN_LENGTH } from "../../../shared/constants.ts";
import { type ChangePasswordBody, changePasswordSchema } from "../../../shared/schemas/auth.ts";
import { changePassword } from "../../api/auth.ts";
import { useT } from "../../app-context.tsx";
import { InfoIcon } from "../../components/icons/pages.tsx";
import { toast } from "../../feedback/toast.tsx";
import { FormAlert } from "../../forms/FormAlert.tsx";
import { useSchemaForm } from "../../forms/use-schema-form.ts";
import { SIGNING_OUT_STATE } from "../../frame/access.ts";
import { loginPath } from "../auth/auth-links.ts";
import { SettingsSection } from "./SettingsSection.tsx";

/**
 * Password change with the current password. It ends every session, this one too, so the page
 * goes to login with a message saying why.
 */
export function PasswordSection() {
  const t = useT();
  const navigate = useNavigate();
  const form = useSchemaForm(changePasswordSchema, {
    currentPassword: "",
    newPassword: "",
    confirmPassword: "",
  } satisfies ChangePasswordBody);

  const submit = form.onSubmit(async (body) => {
    const { message } = await changePassword(body);
    toast.success(message);
    // The session is over; the frame forgets the account once login shows, with the reason.
    await navigate(loginPath("passwordChanged"), { replace: true, state: SIGNING_OUT_STATE });
  });

  return (
    <SettingsSection title={t("actions.changePassword")}>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={submit}
        aria-label={t("actions.changePassword")}
      >
        <Stack gap="md">
          <PasswordInput
            key={form.key("currentPassword")}
            {...form.getInputProps("currentPassword")}
            label={t("auth.currentPassword")}
            autoComplete="current-password"
            required
          />
          <PasswordInput
            key={form.key("newPassword")}
            {...form.getInputProps("newPassword")}
            label={t("auth.newPassword")}
            description={t("auth.passwordHint", { minLength: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
          />
          <PasswordInput
            key={form.key("confirmPassword")}
            {...form.getInputProps("confirmPassword")}
            label={t("auth.confirmNewPassword")}
            autoComplete="new-password"
            required
          />
          <Alert color="gray" variant="light" icon={<InfoIcon />}>
            {t("account.passwordSignOutNotice")}
          </Alert>
          <FormAlert message={form.formError} />
          <Group justify="flex-end">
            <Button type="submit" radius="xl" loading={form.submitting}>
              {t("actions.changePassword")}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
