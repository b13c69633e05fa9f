import { Button, FileButton, Progress, Stack } from "@mantine/core";
import { useState } from "react";
import { AVATAR_TYPES, avatarFileProblem } from "../../../shared/upload-rules.ts";
import { useSetAccount } from "../../account/account-query.ts";
import { apiUpload } from "../../api/client.ts";
import { useAppData, useT } from "../../app-context.tsx";
import type { AccountInfo } from "../../app-data.ts";
import { toast, toastError } from "../../feedback/toast.tsx";

/**
 * "Change picture" under the avatar: picks an image, uploads it to `/api/account/avatar` with a
 * progress bar, and shows the new account at once. Type and size are checked here first
 * (shared/upload-rules.ts); the server checks them again, the type by the file's bytes.
 */
export function AvatarUpload() {
  const t = useT();
  const setAccount = useSetAccount();
  const { locale, imageMaxBytes } = useAppData();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    // Refused here, before a byte is sent: an 82 MB photo must not upload for a minute first.
    const problem = avatarFileProblem(file, imageMaxBytes, locale);
    if (problem) {
      toast.error(problem);
      return;
    }
    const form = new FormData();
    form.append("file", file);
    setProgress(0);
    try {
      const answer = await apiUpload<{ message: string; account: AccountInfo }>(
        "/api/account/avatar",
        form,
        { onProgress: ({ loaded, total }) => setProgress(total ? (loaded / total) * 100 : 0) },
      );
      setAccount(answer.account);
      toast.success(answer.message);
    } catch (error) {
      toastError(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap={4} w="100%" align="center">
      <FileButton onChange={upload} accept={AVATAR_TYPES.join(",")}>
        {(props) => (
          <Button {...props} variant="light" size="xs" loading={progress !== null}>
            {t("account.changeAvatar")}
          </Button>
        )}
      </FileButton>
      {progress !== null && (
        <Progress value={progress} w="60%" size="sm" aria-label={t("account.uploadingAvatar")} />
      )}
    </Stack>
  );
}
