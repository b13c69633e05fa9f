import { Alert, Anchor, Button, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { type ForgotPasswordBody, forgotPasswordSchema } from "../../../shared/schemas/auth.ts";
import { forgotPassword } from "../../api/auth.ts";
import { useT } from "../../app-context.tsx";
import { MailIcon } from "../../components/icons/index.tsx";
import { FormAlert } from "../../forms/FormAlert.tsx";
import { useSchemaForm } from "../../forms/use-schema-form.ts";
import { AuthCard } from "./AuthCard.tsx";
import { loginPath } from "./auth-links.ts";

/**
 * Forgot password: the answer is the same whether or not the address has an account, so the
 * page cannot be used to find out who is registered.
 */
export default function ForgotPasswordPage() {
  const t = useT();
  const [sent, setSent] = useState<string | null>(null);
  const form = useSchemaForm(forgotPasswordSchema, { email: "" } satisfies ForgotPasswordBody);

  return (
    <AuthCard
      title={t("nav.forgot_password")}
      subtitle={sent ? undefined : t("auth.forgotSubtitle")}
      footer={
        <Anchor component={Link} to={loginPath()} fw={600}>
          {t("auth.backToLogin")}
        </Anchor>
      }
    >
      {sent ? (
        <Alert color="teal" variant="light" icon={<MailIcon />} role="status" data-testid="sent">
          {sent}
        </Alert>
      ) : (
        <form
          ref={form.formRef}
          noValidate
          onSubmit={form.onSubmit(async (body) => setSent((await forgotPassword(body)).message))}
        >
          <Stack gap="md">
            <TextInput
              key={form.key("email")}
              {...form.getInputProps("email")}
              label={t("auth.email")}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              autoFocus
            />
            <FormAlert message={form.formError} />
            <Button type="submit" size="md" radius="xl" fullWidth loading={form.submitting}>
              {t("actions.sendRecoveryLink")}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
