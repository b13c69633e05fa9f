import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { MessageKey } from "../../../shared/i18n/index.ts";
import { buildPath } from "../../../shared/routes.ts";
import { useAccount, useReloadAccount } from "../../account/account-query.ts";
import { useForgetAccount } from "../../account/sign-out.ts";
import { confirmEmailChange, verifyEmail } from "../../api/auth.ts";
import { useT } from "../../app-context.tsx";
import { CheckIcon, WarningIcon } from "../../components/icons/pages.tsx";
import { toast } from "../../feedback/toast.tsx";
import { AuthCard } from "./AuthCard.tsx";
import { loginPath, useNextParam } from "./auth-links.ts";

/** Where the reader goes from here: sign in again, carry on, or ask for a new link. */
function nextStep(
  done: boolean,
  emailChange: boolean,
  signedIn: boolean,
  next: string | null,
): { to: string; label: MessageKey } {
  if (!signedIn) {
    return {
      to: loginPath(done && emailChange ? "emailChanged" : undefined, next),
      label: "nav.login",
    };
  }
  if (done) return { to: next ?? "/", label: "auth.continueBrowsing" };
  return emailChange
    ? { to: buildPath("account"), label: "nav.account" }
    : { to: buildPath("verify_email"), label: "auth.requestNewLink" };
}

type State =
  | { kind: "working" }
  | { kind: "done"; message: string }
  | { kind: "failed"; message: string };

/**
 * Posts the link's token once (opening the page changes nothing by itself: the page makes the
 * call). A verified address refreshes the account, so the PENDING notice goes; a confirmed new
 * address has ended every session of the account, so this page forgets it and says why.
 */
export function TokenVerification({ token, emailChange }: { token: string; emailChange: boolean }) {
  const t = useT();
  const account = useAccount();
  const reloadAccount = useReloadAccount();
  const forgetAccount = useForgetAccount();
  const { next } = useNextParam();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: "working" });
  // Strict mode runs effects twice in development; a token can be used once.
  const posted = useRef<string | null>(null);
  const signedIn = account !== null;

  useEffect(() => {
    if (posted.current === token) return;
    posted.current = token;
    const call = emailChange ? confirmEmailChange(token) : verifyEmail(token);
    call
      .then(async ({ message }) => {
        if (emailChange) forgetAccount();
        else if (signedIn) await reloadAccount().catch(() => undefined);
        // Verified while signed in, with somewhere to return to (the checkout the guest was
        // on): go straight there rather than leave the purchase behind a "continue" button.
        if (!emailChange && signedIn && next) {
          toast.success(message);
          navigate(next, { replace: true });
          return;
        }
        setState({ kind: "done", message });
      })
      .catch((error: unknown) =>
        setState({ kind: "failed", message: error instanceof Error ? error.message : "" }),
      );
  }, [token, emailChange, signedIn, next, navigate, forgetAccount, reloadAccount]);

  if (state.kind === "working") {
    return (
      <AuthCard title={t("nav.verify_email")}>
        <Stack align="center" gap="sm" role="status">
          <Loader type="dots" />
          <Text c="dimmed">{t("auth.verifying")}</Text>
        </Stack>
      </AuthCard>
    );
  }
  const done = state.kind === "done";
  const action = nextStep(done, emailChange, signedIn, next);
  return (
    <AuthCard title={t(done ? "auth.verifiedTitle" : "nav.verify_email")}>
      <Stack gap="md">
        <Alert
          color={done ? "teal" : "orange"}
          variant="light"
          icon={done ? <CheckIcon /> : <WarningIcon />}
          role={done ? "status" : "alert"}
          data-testid={done ? "verified" : "verify-failed"}
        >
          {state.message}
          {done && emailChange && (
            <Text size="sm" mt={4}>
              {t("auth.signedOut.emailChanged")}
            </Text>
          )}
        </Alert>
        <Button component={Link} to={action.to} radius="xl" fullWidth>
          {t(action.label)}
        </Button>
      </Stack>
    </AuthCard>
  );
}
