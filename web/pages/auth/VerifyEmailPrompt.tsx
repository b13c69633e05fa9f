import { Anchor, Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { buildPath } from "../../../shared/routes.ts";
import { useAccount } from "../../account/account-query.ts";
import { resendVerification } from "../../api/auth.ts";
import { ApiError } from "../../api/client.ts";
import { useT } from "../../app-context.tsx";
import { MailIcon } from "../../components/icons/index.tsx";
import { toast, toastError } from "../../feedback/toast.tsx";
import { AuthCard } from "./AuthCard.tsx";
import { loginPath, useNextParam } from "./auth-links.ts";
import { padSeconds, useResendCountdown } from "./resend-wait.ts";

/**
 * "Check your inbox": a PENDING user sees where the link went and may ask for another one once
 * the wait is over ("Retry in 0:59" … "0:01"). A visitor is told to open the link, or to sign
 * in to get a new one.
 */
export function VerifyEmailPrompt() {
  const t = useT();
  const account = useAccount();
  const { next } = useNextParam();
  const { secondsLeft, restart } = useResendCountdown();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      toast.success((await resendVerification(next)).message);
      restart();
    } catch (error) {
      if (error instanceof ApiError && error.code === "RATE_LIMITED") {
        restart(error.details.retryAfterSeconds);
      }
      toastError(error);
    } finally {
      setSending(false);
    }
  };

  if (!account) {
    return (
      <AuthCard title={t("auth.checkInbox")} subtitle={t("auth.verifyVisitor")}>
        <Button
          component={Link}
          to={loginPath(undefined, buildPath("verify_email"))}
          fullWidth
          radius="xl"
        >
          {t("nav.login")}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t("auth.checkInbox")}
      footer={
        <Anchor component={Link} to={next ?? "/"} fw={600}>
          {t("auth.continueBrowsing")}
        </Anchor>
      }
    >
      <Stack gap="md" align="center" ta="center">
        <span data-testid="inbox-icon" style={{ color: "var(--mantine-primary-color-filled)" }}>
          <MailIcon size={48} />
        </span>
        <Text>{t("success.verifyEmailPrompt")}</Text>
        <Text fw={600} data-testid="pending-email" style={{ overflowWrap: "anywhere" }}>
          {account.user.email}
        </Text>
        <Text size="sm" c="dimmed">
          {t("auth.noEmailYet")}
        </Text>
        <Button
          variant="light"
          radius="xl"
          fullWidth
          onClick={() => void resend()}
          loading={sending}
          disabled={secondsLeft > 0}
          data-testid="resend"
        >
          {secondsLeft > 0
            ? t("actions.retryIn", { seconds: padSeconds(secondsLeft) })
            : t("actions.resendEmail")}
        </Button>
      </Stack>
    </AuthCard>
  );
}
