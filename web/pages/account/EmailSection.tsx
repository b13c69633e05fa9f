import { Alert, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { type ChangeEmailBody, changeEmailSchema } from "../../../shared/schemas/auth.ts";
import { changeEmail } from "../../api/auth.ts";
import { useT } from "../../app-context.tsx";
import { MailIcon } from "../../components/icons/index.tsx";
import { InfoIcon } from "../../components/icons/pages.tsx";
import { FormAlert } from "../../forms/FormAlert.tsx";
import { useSchemaForm } from "../../forms/use-schema-form.ts";
import { SettingsSection } from "./SettingsSection.tsx";

/**
 * Change of e-mail: a link goes to the new address, and the change (which signs the user out
 * everywhere) happens when it is opened (docs/product/accounts.md).
 */
export function EmailSection({ email }: { email: string }) {
  const t = useT();
  const [sent, setSent] = useState<string | null>(null);
  const form = useSchemaForm(changeEmailSchema, {
    newEmail: "",
    currentPassword: "",
  } satisfies ChangeEmailBody);

  const submit = form.onSubmit(async (body) => {
    const { message } = await changeEmail(body);
    form.reset();
    setSent(message);
  });

  return (
    <SettingsSection
      title={t("account.emailTitle")}
      description={t("account.emailHint", { email })}
    >
      <form ref={form.formRef} noValidate onSubmit={submit} aria-label={t("account.emailTitle")}>
        <Stack gap="md">
          {sent && (
            <Alert
              color="teal"
              variant="light"
              icon={<MailIcon />}
              role="status"
              data-testid="email-change-sent"
            >
              {sent}
            </Alert>
          )}
          <TextInput
            key={form.key("newEmail")}
            {...form.getInputProps("newEmail")}
            label={t("account.newEmail")}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
          <PasswordInput
            key={form.key("currentPassword")}
            {...form.getInputProps("currentPassword")}
            label={t("auth.currentPassword")}
            autoComplete="current-password"
            required
          />
          <Alert color="gray" variant="light" icon={<InfoIcon />}>
            {t("account.emailSignOutNotice")}
          </Alert>
          <FormAlert message={form.formError} />
          <Group justify="flex-end">
            <Button type="submit" radius="xl" loading={form.submitting}>
              {t("account.sendConfirmation")}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
