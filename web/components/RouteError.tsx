import { Button } from "@mantine/core";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { useT } from "../app-context.tsx";
import { isChunkLoadError } from "../load-chunk.ts";
import { ErrorScreen } from "./ErrorScreen.tsx";

/**
 * Error boundary of every route: a 404 thrown by a route (a parameter the route table refuses)
 * shows Content not found; a page whose code failed to load offers a retry, which reloads the
 * document so that a new deployment's chunks are picked up; anything else is the unexpected
 * error screen.
 */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorScreen
        code="404"
        title={t("errors.notFoundPage.title")}
        text={t("errors.notFoundPage.text")}
      />
    );
  }
  if (isChunkLoadError(error)) return <ChunkLoadFailed />;
  console.error(error);
  return (
    <ErrorScreen title={t("errors.unexpectedPage.title")} text={t("errors.unexpectedPage.text")} />
  );
}

/**
 * A page whose code could not be loaded. Retrying reloads the document rather than the chunk
 * alone: after a new deployment the old chunk is gone and only a fresh index.html knows the new
 * one.
 */
export function ChunkLoadFailed() {
  const t = useT();
  return (
    <ErrorScreen
      title={t("errors.unexpectedPage.title")}
      text={t("errors.scriptLoad")}
      action={
        <Button mt="sm" size="md" radius="xl" onClick={() => window.location.reload()}>
          {t("actions.retry")}
        </Button>
      }
    />
  );
}
