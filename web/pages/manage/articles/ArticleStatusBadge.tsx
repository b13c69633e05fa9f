import { Badge } from "@mantine/core";
import { type ArticleRow, articleStatus } from "../../../api/articles.ts";
import { useT } from "../../../app-context.tsx";

const COLORS = { draft: "gray", submitted: "yellow", published: "green" } as const;

/** Draft, waiting for review, or published. */
export function ArticleStatusBadge({ article }: { article: ArticleRow }) {
  const t = useT();
  const status = articleStatus(article);
  return (
    <Badge color={COLORS[status]} variant="light" tt="none" style={{ flexShrink: 0 }}>
      {t(`articleAdmin.statuses.${status}`)}
    </Badge>
  );
}
