import { Button, Group, Stack, Textarea, TextInput } from "@mantine/core";
import {
  accountUpdateSchema,
  FULL_NAME_MAX_LENGTH,
  INTRODUCTION_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from "../../../shared/schemas/auth.ts";
import { useSetAccount } from "../../account/account-query.ts";
import { updateAccount } from "../../api/auth.ts";
import { useT } from "../../app-context.tsx";
import type { AccountInfo } from "../../app-data.ts";
import { toast } from "../../feedback/toast.tsx";
import { FormAlert } from "../../forms/FormAlert.tsx";
import { useSchemaForm } from "../../forms/use-schema-form.ts";
import { SettingsSection } from "./SettingsSection.tsx";

function profileValues(user: AccountInfo["user"]) {
  return {
    full_name: user.full_name ?? "",
    title: user.title ?? "",
    phone: user.phone ?? "",
    introduction: user.introduction ?? "",
  };
}

/** Name, title, phone and introduction: what the public profile and certificates show. */
export function ProfileSection({ account }: { account: AccountInfo }) {
  const t = useT();
  const setAccount = useSetAccount();
  const form = useSchemaForm(accountUpdateSchema, profileValues(account.user));

  const submit = form.onSubmit(async (body) => {
    const answer = await updateAccount(body);
    setAccount(answer.account);
    form.reset(profileValues(answer.account.user));
    toast.success(answer.message);
  });

  return (
    <SettingsSection title={t("account.profile")} description={t("account.profileHint")}>
      <form ref={form.formRef} noValidate onSubmit={submit} aria-label={t("account.profile")}>
        <Stack gap="md">
          <TextInput
            key={form.key("full_name")}
            {...form.getInputProps("full_name")}
            label={t("auth.fullName")}
            autoComplete="name"
            maxLength={FULL_NAME_MAX_LENGTH}
            required
          />
          <TextInput
            key={form.key("title")}
            {...form.getInputProps("title")}
            label={t("account.title")}
            placeholder={t("account.titlePlaceholder")}
            maxLength={TITLE_MAX_LENGTH}
          />
          <TextInput
            key={form.key("phone")}
            {...form.getInputProps("phone")}
            label={t("account.phone")}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="0912 345 678"
          />
          <Textarea
            key={form.key("introduction")}
            {...form.getInputProps("introduction")}
            label={t("account.introduction")}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={INTRODUCTION_MAX_LENGTH}
          />
          <FormAlert message={form.formError} />
          <Group justify="flex-end">
            <Button type="submit" radius="xl" loading={form.submitting} disabled={!form.dirty}>
              {t("actions.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
