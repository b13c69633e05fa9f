import { Alert, Button, Group, Modal, Pagination, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { MediaKind } from "../../../shared/constants.ts";
import { apiList } from "../../api/client.ts";
import { type MediaRow, mediaName } from "../../api/media.ts";
import type { ListResult } from "../../api/records.ts";
import { useT } from "../../app-context.tsx";
import { SearchIcon } from "../icons/pages.tsx";
import classes from "./MediaPicker.module.css";
import { MediaThumb } from "./MediaThumb.tsx";

/** The library's page size (docs/product/screens-and-routes.md: paging by 24). */
export const LIBRARY_PAGE_SIZE = 24;

interface MediaLibraryDialogProps {
  kind: MediaKind;
  opened: boolean;
  onClose: () => void;
  chosen: readonly number[];
  /** Chooses a file; answers the refusal's message, or null when it was chosen. */
  onPick: (row: MediaRow) => string | null;
  /** What the picker says about how many are chosen ("2 of 5 chosen"). */
  countLabel: string;
}

/**
 * The library of one kind in a dialog: search by title, pages of 24, newest first. Each file is
 * a toggle button (Tab to reach it, Enter or Space to choose it); a refusal ("Max selectable
 * reached", "Already selected") is announced without closing the dialog.
 */
export function MediaLibraryDialog(props: MediaLibraryDialogProps) {
  const { kind, opened, onClose, chosen, onPick, countLabel } = props;
  const t = useT();
  const [search, setSearch] = useState("");
  const [term] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);

  const found = useQuery({
    queryKey: [kind, "list", "media-picker", term, page],
    queryFn: ({ signal }) =>
      apiList<ListResult<MediaRow>>(
        kind,
        {
          search: term,
          orders: [["create_time", "desc"]],
          limit: LIBRARY_PAGE_SIZE,
          offset: (page - 1) * LIBRARY_PAGE_SIZE,
        },
        { signal },
      ),
    enabled: opened,
    placeholderData: keepPreviousData,
  });
  const rows = found.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((found.data?.total ?? 0) / LIBRARY_PAGE_SIZE));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("mediaLibrary.picker.library", { kind: t(`mediaLibrary.kinds.${kind}`) })}
      size="xl"
      radius="lg"
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <Stack gap="md">
        <TextInput
          leftSection={<SearchIcon size={16} />}
          placeholder={t("mediaLibrary.searchPlaceholder")}
          aria-label={t("mediaLibrary.searchPlaceholder")}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          data-autofocus
        />
        <div role="status" aria-live="polite">
          {notice && (
            <Alert color="yellow" variant="light" p="xs">
              {notice}
            </Alert>
          )}
        </div>
        {rows.length === 0 && !found.isFetching ? (
          <Text c="dimmed">{t("common.noResults")}</Text>
        ) : (
          <div className={classes.grid}>
            {rows.map((row) => {
              const name = mediaName(row);
              const selected = chosen.includes(row.id);
              return (
                <button
                  key={row.id}
                  type="button"
                  className={classes.tile}
                  aria-pressed={selected}
                  aria-label={t("mediaLibrary.picker.pick", { name })}
                  onClick={() => setNotice(onPick(row))}
                >
                  <MediaThumb kind={kind} row={row} size={108} />
                  <span className={classes.tileName}>{name}</span>
                </button>
              );
            })}
          </div>
        )}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {countLabel}
          </Text>
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
          <Button onClick={onClose}>{t("mediaLibrary.picker.done")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
