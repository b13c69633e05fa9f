import { Button, Group, Menu, Paper, Text } from "@mantine/core";
import { USER_STATUSES, type UserStatus } from "../../../../shared/constants.ts";
import { useT } from "../../../app-context.tsx";
import { ChevronDownIcon } from "../../../components/icons/index.tsx";

interface BulkStatusBarProps {
  count: number;
  busy: boolean;
  onStatus: (status: UserStatus) => void;
  onClear: () => void;
}

/** Shown while rows are selected: how many, and the status to give them all. */
export function BulkStatusBar({ count, busy, onStatus, onClear }: BulkStatusBarProps) {
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
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="xs" loading={busy} rightSection={<ChevronDownIcon size={14} />}>
                {t("users.setStatus")}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {USER_STATUSES.map((status) => (
                <Menu.Item key={status} onClick={() => onStatus(status)}>
                  {t(`enums.userStatus.${status}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Paper>
  );
}
