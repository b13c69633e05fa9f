import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { useLocation } from "react-router";
import { ApiError } from "../api/client.ts";
import { useT } from "../app-context.tsx";
import { ErrorScreen } from "../components/ErrorScreen.tsx";

/**
 * The error context of docs/product/screens-and-routes.md: a page that finds its record missing, refused or broken
 * raises NotFound, Forbidden or Unexpected, and the frame shows that error screen in place of
 * the page's content. The error belongs to the path it was raised on, so navigating to another
 * path clears it without any effect to reset it.
 */

export type PageErrorKind = "NotFound" | "Forbidden" | "Unexpected";

interface PageErrorState {
  error: { kind: PageErrorKind; pathname: string } | null;
  raise: (kind: PageErrorKind) => void;
}

const PageErrorContext = createContext<PageErrorState | null>(null);

export function PageErrorProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [error, setError] = useState<PageErrorState["error"]>(null);
  const raise = useCallback((kind: PageErrorKind) => setError({ kind, pathname }), [pathname]);
  const value = useMemo(() => ({ error, raise }), [error, raise]);
  return <PageErrorContext.Provider value={value}>{children}</PageErrorContext.Provider>;
}

/** The kind of error an API failure means for the page that needed the answer. */
export function pageErrorKindOf(error: unknown): PageErrorKind {
  if (error instanceof ApiError) {
    if (error.code === "NOT_FOUND") return "NotFound";
    if (error.code === "FORBIDDEN") return "Forbidden";
  }
  return "Unexpected";
}

/** `raise(kind)`, and `raiseFrom(error)` which picks the kind from an API failure. */
export function usePageError() {
  const context = useContext(PageErrorContext);
  if (!context) throw new Error("usePageError needs a PageErrorProvider (the app frame)");
  const { raise } = context;
  return useMemo(
    () => ({ raise, raiseFrom: (error: unknown) => raise(pageErrorKindOf(error)) }),
    [raise],
  );
}

/** Raises the error a failed query means for the page, once, when it fails. */
export function useRaiseOnError(error: unknown): void {
  const { raiseFrom } = usePageError();
  useEffect(() => {
    if (error) raiseFrom(error);
  }, [error, raiseFrom]);
}

/** The error screen of a kind: Content not found, Access denied, Oops... Something went wrong. */
export function PageErrorScreen({ kind }: { kind: PageErrorKind }) {
  const t = useT();
  switch (kind) {
    case "NotFound":
      return (
        <ErrorScreen
          code="404"
          title={t("errors.notFoundPage.title")}
          text={t("errors.notFoundPage.text")}
        />
      );
    case "Forbidden":
      return (
        <ErrorScreen
          code="403"
          title={t("errors.forbiddenPage.title")}
          text={t("errors.forbiddenPage.text")}
        />
      );
    case "Unexpected":
      return (
        <ErrorScreen
          title={t("errors.unexpectedPage.title")}
          text={t("errors.unexpectedPage.text")}
        />
      );
  }
}

/** The page, or the error raised on this path in its place. */
export function PageContent({ children }: { children: ReactNode }) {
  const context = useContext(PageErrorContext);
  const { pathname } = useLocation();
  const error = context?.error;
  if (error && error.pathname === pathname) return <PageErrorScreen kind={error.kind} />;
  return children;
}
