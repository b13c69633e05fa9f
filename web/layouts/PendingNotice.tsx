import { Anchor, Container, Text } from "@mantine/core";
import { Link } from "react-router";
import { buildPath } from "../../shared/routes.ts";
import { useAccount } from "../account/account-query.ts";
import { useT } from "../app-context.tsx";
import { MailIcon } from "../components/icons/index.tsx";
import { useRouteKey } from "../frame/breadcrumbs.tsx";
import classes from "./PendingNotice.module.css";

/**
 * A PENDING user may browse but not enrol, buy or learn until the e-mail is verified
 * (docs/product/accounts.md "User status"): a strip under the top bar says so and leads to the verify-email screen.
 */
export function PendingNotice() {
  const t = useT();
  const account = useAccount();
  const key = useRouteKey();
  if (account?.user.status !== "PENDING" || key === "verify_email") return null;
  return (
    <div className={classes.notice} role="status" data-testid="pending-notice">
      <Container className={classes.inner}>
        <MailIcon />
        <Text size="sm">
          {t("auth.pendingNotice", { email: account.user.email })}{" "}
          <Anchor component={Link} to={buildPath("verify_email")} fw={600} size="sm">
            {t("auth.verifyNow")}
          </Anchor>
        </Text>
      </Container>
    </div>
  );
}
