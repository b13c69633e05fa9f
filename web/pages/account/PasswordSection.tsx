import { Alert, Button, Group, PasswordInput, Stack } from "@mantine/core";
import { useNavigate } from "react-router";
import { PASSWORD_MIN_LENGTH } from "../../../shared/constants.ts";
import { type ChangePasswordBody, changePasswordSchema } from "../../../shared/schemas/auth.ts";
import { changePassword } from "../../api/auth.ts";
import { useT } from "../../app-context.tsx";
import { InfoIcon } from "../../components/icons/index.tsx";
import { toast } from "../../feedback/toast.tsx";
import { FormAlert } from "../../forms/FormAlert.tsx";
import { useZodForm } from "../../forms/use-zod-form.ts";
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
  const form = useZodForm(changePasswordSchema, {
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
            {...form.field("currentPassword")}
            label={t("auth.currentPassword")}
            autoComplete="current-password"
            required
          />
          <PasswordInput
            {...form.field("newPassword")}
            label={t("auth.newPassword")}
            description={t("auth.passwordHint", { minLength: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
          />
          <PasswordInput
            {...form.field("confirmPassword")}
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
