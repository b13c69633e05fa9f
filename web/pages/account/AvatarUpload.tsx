import { Button, FileButton, Progress, Stack } from "@mantine/core";
import { useState } from "react";
import { useSetAccount } from "../../account/account-query.ts";
import { apiUpload } from "../../api/client.ts";
import { useT } from "../../app-context.tsx";
import type { AccountInfo } from "../../app-data.ts";
import { toast, toastError } from "../../feedback/toast.tsx";

/**
 * "Change picture" under the avatar: picks an image, uploads it to `/api/account/avatar` with a
 * progress bar, and shows the new account at once. The server checks the type by the file's
 * bytes and the size limit; its message is shown when it refuses.
 */
export function AvatarUpload() {
  const t = useT();
  const setAccount = useSetAccount();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
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
      <FileButton onChange={upload} accept="image/png,image/jpeg,image/webp,image/gif">
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
