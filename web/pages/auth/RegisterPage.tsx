import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { Link } from "react-router";
import { PASSWORD_MIN_LENGTH } from "../../../shared/constants.ts";
import { buildPath } from "../../../shared/routes.ts";
import { type RegisterBody, registerSchema } from "../../../shared/schemas/auth.ts";
import { useSetAccount } from "../../account/account-query.ts";
import { register } from "../../api/auth.ts";
import { useT } from "../../app-context.tsx";
import { toast } from "../../feedback/toast.tsx";
import { FormAlert } from "../../forms/FormAlert.tsx";
import { useSchemaForm } from "../../forms/use-schema-form.ts";
import { AuthCard } from "./AuthCard.tsx";
import { useNextParam } from "./auth-links.ts";
import { startResendWait } from "./resend-wait.ts";

/**
 * Create account. Registering signs the new user in as PENDING; the frame then shows the
 * verify-email screen (docs/product/accounts.md), which starts the resend countdown.
 */
export default function RegisterPage() {
  const t = useT();
  const setAccount = useSetAccount();
  const { next, query } = useNextParam();
  const form = useSchemaForm(registerSchema, {
    fullName: "",
    email: "",
    password: "",
  } satisfies RegisterBody);

  const submit = form.onSubmit(async (body) => {
    // The way back rides in the verification link, so it survives another device or tab.
    const { message, account } = await register({ ...body, next: next ?? undefined });
    startResendWait();
    toast.success(message);
    setAccount(account);
  });

  return (
    <AuthCard
      title={t("nav.register")}
      subtitle={t("auth.registerSubtitle")}
      footer={
        <>
          {t("auth.haveAccount")}{" "}
          <Anchor component={Link} to={buildPath("login", {}, query)} fw={600}>
            {t("nav.login")}
          </Anchor>
        </>
      }
    >
      <form ref={form.formRef} noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            key={form.key("fullName")}
            {...form.getInputProps("fullName")}
            label={t("auth.fullName")}
            autoComplete="name"
            required
            autoFocus
          />
          <TextInput
            key={form.key("email")}
            {...form.getInputProps("email")}
            label={t("auth.email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
          <PasswordInput
            key={form.key("password")}
            {...form.getInputProps("password")}
            label={t("auth.password")}
            description={t("auth.passwordHint", { minLength: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
          />
          <FormAlert message={form.formError} />
          <Button type="submit" size="md" radius="xl" fullWidth loading={form.submitting}>
            {t("nav.createAccount")}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {t("auth.agreePrefix")}{" "}
            <Anchor
              component={Link}
              to={buildPath("terms_and_conditions")}
              size="xs"
              underline="always"
            >
              {t("footer.terms")}
            </Anchor>{" "}
            {t("auth.agreeAnd")}{" "}
            <Anchor component={Link} to={buildPath("privacy_policy")} size="xs" underline="always">
              {t("footer.privacy")}
            </Anchor>
            .
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
