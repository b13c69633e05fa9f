import { PageErrorScreen } from "../../frame/page-error.tsx";

/** `/unexpected-error`: Oops... Something went wrong, as its own address (SPEC.md §2). */
export default function UnexpectedPage() {
  return <PageErrorScreen kind="Unexpected" />;
}
