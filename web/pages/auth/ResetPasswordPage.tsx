import { Alert, Anchor, Button, PasswordInput, Stack } from "@mantine/core";
import { Link, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../../../shared/constants.ts";
import { buildPath } from "../../../shared/routes.ts";
import { password } from "../../../shared/schemas/common.ts";
import { resetPassword } from "../../api/auth.ts";
import { useT } from "../../app-context.tsx";
import { WarningIcon } from "../../components/icons/pages.tsx";
import { toast } from "../../feedback/toast.tsx";
import { FormAlert } from "../../forms/FormAlert.tsx";
import { useSchemaForm } from "../../forms/use-schema-form.ts";
import { AuthCard } from "./AuthCard.tsx";
import { loginPath } from "./auth-links.ts";

/** The new password twice; the token comes from the link, not from a field. */
const newPasswordForm = z
  .object({ password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    error: "validation.passwordsMismatch",
    path: ["confirmPassword"],
  });

/** Reset password, opened from the e-mailed link (`?token=`); then back to login. */
export default function ResetPasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token");
  const form = useSchemaForm(newPasswordForm, { password: "", confirmPassword: "" });

  const submit = form.onSubmit(async ({ password: newPassword }) => {
    const { message } = await resetPassword({ token: token ?? "", password: newPassword });
    toast.success(message);
    await navigate(loginPath("passwordReset"), { replace: true });
  });

  return (
    <AuthCard
      title={t("nav.reset_password")}
      subtitle={token ? t("auth.resetSubtitle") : undefined}
      footer={
        <Anchor component={Link} to={loginPath()} fw={600}>
          {t("auth.backToLogin")}
        </Anchor>
      }
    >
      {token ? (
        <form ref={form.formRef} noValidate onSubmit={submit}>
          <Stack gap="md">
            <PasswordInput
              key={form.key("password")}
              {...form.getInputProps("password")}
              label={t("auth.newPassword")}
              description={t("auth.passwordHint", { minLength: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              required
              autoFocus
            />
            <PasswordInput
              key={form.key("confirmPassword")}
              {...form.getInputProps("confirmPassword")}
              label={t("auth.confirmNewPassword")}
              autoComplete="new-password"
              required
            />
            <FormAlert message={form.formError} />
            <Button type="submit" size="md" radius="xl" fullWidth loading={form.submitting}>
              {t("auth.setNewPassword")}
            </Button>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<WarningIcon />} role="alert">
            {t("errors.auth.invalidToken")}
          </Alert>
          <Button component={Link} to={buildPath("forgot_password")} radius="xl" fullWidth>
            {t("actions.sendRecoveryLink")}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
