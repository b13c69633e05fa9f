import { Button, Text } from "@mantine/core";
import { useAppData, useT } from "../app-context.tsx";
import { LogoMark } from "../components/LogoMark.tsx";
import classes from "./Splash.module.css";

/**
 * The splash screen, shown only while the account info has to be fetched (the page data object
 * normally carries it). If that call fails, it offers to try again.
 */
export function Splash({ error, onRetry }: { error?: string; onRetry?: () => void }) {
  const t = useT();
  const { siteName } = useAppData();
  return (
    <div className={classes.root} data-testid="splash" aria-busy={!error}>
      <div className={error ? undefined : classes.pulse}>
        <LogoMark size={64} />
      </div>
      <Text fw={700} size="xl">
        {siteName}
      </Text>
      {error ? (
        <>
          <Text c="dimmed" role="alert">
            {error}
          </Text>
          <Button radius="xl" onClick={onRetry}>
            {t("actions.retry")}
          </Button>
        </>
      ) : (
        <Text c="dimmed" size="sm" role="status">
          {t("common.loading")}
        </Text>
      )}
    </div>
  );
}
