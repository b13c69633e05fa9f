import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { buildPath } from "../../../shared/routes.ts";
import { type SignInBody, signInSchema } from "../../../shared/schemas/auth.ts";
import { useSetAccount } from "../../account/account-query.ts";
import { signIn } from "../../api/auth.ts";
import { useT } from "../../app-context.tsx";
import { InfoIcon } from "../../components/icons/pages.tsx";
import { FormAlert } from "../../forms/FormAlert.tsx";
import { useSchemaForm } from "../../forms/use-schema-form.ts";
import { AuthCard } from "./AuthCard.tsx";
import {
  REASON_PARAM,
  SIGNED_OUT_REASONS,
  type SignedOutReason,
  useNextParam,
} from "./auth-links.ts";

function useSignedOutReason(): SignedOutReason | null {
  const [params] = useSearchParams();
  const reason = params.get(REASON_PARAM);
  return SIGNED_OUT_REASONS.find((r) => r === reason) ?? null;
}

/**
 * Login. Success only stores the account: the frame then sees a signed-in user on a guest-only
 * page and sends them to `?next=` (where they were going) or home.
 */
export default function LoginPage() {
  const t = useT();
  const setAccount = useSetAccount();
  const reason = useSignedOutReason();
  const { query } = useNextParam();
  const form = useSchemaForm(signInSchema, { email: "", password: "" } satisfies SignInBody);

  return (
    <AuthCard
      title={t("nav.login")}
      subtitle={t("auth.loginSubtitle")}
      footer={
        <>
          {t("auth.noAccount")}{" "}
          <Anchor component={Link} to={buildPath("register", {}, query)} fw={600}>
            {t("nav.createAccount")}
          </Anchor>
        </>
      }
    >
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.onSubmit(async (body) => setAccount((await signIn(body)).account))}
      >
        <Stack gap="md">
          {reason && (
            <Alert
              color="brand"
              variant="light"
              icon={<InfoIcon />}
              data-testid="signed-out-reason"
            >
              {t(`auth.signedOut.${reason}`)}
            </Alert>
          )}
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
          <PasswordInput
            key={form.key("password")}
            {...form.getInputProps("password")}
            label={t("auth.password")}
            autoComplete="current-password"
            required
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to={buildPath("forgot_password")} size="sm">
              {t("auth.forgotPasswordLink")}
            </Anchor>
          </Group>
          <FormAlert message={form.formError} />
          <Button type="submit" size="md" radius="xl" fullWidth loading={form.submitting}>
            {t("nav.login")}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
