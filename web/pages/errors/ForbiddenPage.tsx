import { PageErrorScreen } from "../../frame/page-error.tsx";

/** `/forbidden-error`: Access denied, as its own address (docs/product/screens-and-routes.md). */
export default function ForbiddenPage() {
  return <PageErrorScreen kind="Forbidden" />;
}
