import { useT } from "../../app-context.tsx";
import { ErrorScreen } from "../../components/ErrorScreen.tsx";

/** Any path outside the route table, and routes whose page is not built yet. */
export default function NotFoundPage() {
  const t = useT();
  return (
    <ErrorScreen
      code="404"
      title={t("errors.notFoundPage.title")}
      text={t("errors.notFoundPage.text")}
    />
  );
}
