import { Button } from "@mantine/core";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { useT } from "../app-context.tsx";
import { PageErrorScreen } from "../frame/page-error.tsx";
import { isChunkLoadError } from "../load-chunk.ts";
import { ErrorScreen } from "./ErrorScreen.tsx";

/**
 * Error boundary of every route, the render errors of docs/product/validation-and-errors.md "Error catalogue" included: a 404 thrown by a
 * route (a parameter the route table refuses) shows Content not found; a page whose code failed
 * to load offers a retry; anything else is Oops... Something went wrong.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <PageErrorScreen kind="NotFound" />;
  if (isChunkLoadError(error)) return <ChunkLoadFailed />;
  console.error(error);
  return <PageErrorScreen kind="Unexpected" />;
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
