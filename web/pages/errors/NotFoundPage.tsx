import { PageErrorScreen } from "../../frame/page-error.tsx";

/** Any path outside the route table, and routes whose page is not built yet. */
export default function NotFoundPage() {
  return <PageErrorScreen kind="NotFound" />;
}
