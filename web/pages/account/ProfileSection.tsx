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
import { useZodForm } from "../../forms/use-zod-form.ts";
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
  const initial = profileValues(account.user);
  const form = useZodForm(accountUpdateSchema, initial);
  const dirty = (Object.keys(initial) as (keyof typeof initial)[]).some(
    (key) => form.values[key] !== initial[key],
  );

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
            {...form.field("full_name")}
            value={String(form.values.full_name ?? "")}
            label={t("auth.fullName")}
            autoComplete="name"
            maxLength={FULL_NAME_MAX_LENGTH}
            required
          />
          <TextInput
            {...form.field("title")}
            value={String(form.values.title ?? "")}
            label={t("account.title")}
            placeholder={t("account.titlePlaceholder")}
            maxLength={TITLE_MAX_LENGTH}
          />
          <TextInput
            {...form.field("phone")}
            value={String(form.values.phone ?? "")}
            label={t("account.phone")}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="0912 345 678"
          />
          <Textarea
            {...form.field("introduction")}
            value={String(form.values.introduction ?? "")}
            label={t("account.introduction")}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={INTRODUCTION_MAX_LENGTH}
          />
          <FormAlert message={form.formError} />
          <Group justify="flex-end">
            <Button type="submit" radius="xl" loading={form.submitting} disabled={!dirty}>
              {t("actions.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
