import { PageErrorScreen } from "../../frame/page-error.tsx";

/** `/forbidden-error`: Access denied, as its own address (SPEC.md §2). */
export default function ForbiddenPage() {
  return <PageErrorScreen kind="Forbidden" />;
}
