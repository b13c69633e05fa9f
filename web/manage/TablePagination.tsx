import { Group, Pagination, Text } from "@mantine/core";
import { formatNumber } from "../../shared/format.ts";
import { useLocale, useT } from "../app-context.tsx";

interface TablePaginationProps {
  total: number;
  /** The total is a lower bound (the server stopped counting): "of more than …". */
  capped?: boolean;
  page: number;
  pageSize: number;
  onChange: (page: number) => void;
}

/** "Showing 25–48 of 130" and the page buttons, under a management table. */
export function TablePagination({
  total,
  capped = false,
  page,
  pageSize,
  onChange,
}: TablePaginationProps) {
  const t = useT();
  const locale = useLocale();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" data-testid="table-pagination">
      <Text size="sm" c="dimmed">
        {t(capped ? "manage.showingMore" : "manage.showing", {
          from: formatNumber(from, locale),
          to: formatNumber(to, locale),
          total: formatNumber(total, locale),
        })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onChange}
          radius="md"
          size="sm"
        />
      )}
    </Group>
  );
}
