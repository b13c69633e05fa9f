import { Button, Group, Menu, Paper, Text } from "@mantine/core";
import type { Row } from "../api/records.ts";
import { useT } from "../app-context.tsx";
import { ChevronDownIcon } from "../components/icons/pages.tsx";
import type { BulkActionDescription } from "./management-description.ts";

interface BulkBarProps<T extends Row> {
  count: number;
  actions: readonly BulkActionDescription<T>[];
  busy: boolean;
  onAction: (action: BulkActionDescription<T>, choice: string | undefined) => void;
  onClear: () => void;
}

/** Shown while rows are selected: how many, and what to do to them all (a menu when it asks a choice). */
export function BulkBar<T extends Row>({
  count,
  actions,
  busy,
  onAction,
  onClear,
}: BulkBarProps<T>) {
  const t = useT();
  return (
    <Paper withBorder radius="md" px="md" py="xs" data-testid="bulk-bar">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600}>
          {t("manage.selected", { count })}
        </Text>
        <Group gap="xs">
          <Button variant="subtle" size="xs" onClick={onClear}>
            {t("actions.clear")}
          </Button>
          {actions.map((action) =>
            action.choices ? (
              <Menu key={action.key} position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button size="xs" loading={busy} rightSection={<ChevronDownIcon size={14} />}>
                    {t(action.label)}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {action.choices(t).map((choice) => (
                    <Menu.Item key={choice.value} onClick={() => onAction(action, choice.value)}>
                      {choice.label}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            ) : (
              <Button
                key={action.key}
                size="xs"
                loading={busy}
                onClick={() => onAction(action, undefined)}
              >
                {t(action.label)}
              </Button>
            ),
          )}
        </Group>
      </Group>
    </Paper>
  );
}
