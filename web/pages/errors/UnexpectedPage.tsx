import { PageErrorScreen } from "../../frame/page-error.tsx";

/** `/unexpected-error`: Oops... Something went wrong, as its own address (docs/product/screens-and-routes.md). */
export default function UnexpectedPage() {
  return <PageErrorScreen kind="Unexpected" />;
}
