import { Badge, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { formatDateTime } from "../../../shared/format.ts";
import type { Device } from "../../../shared/schemas/devices.ts";
import { useDevices, useSignOutDevice } from "../../api/devices.ts";
import { useT } from "../../app-context.tsx";
import { toast, toastError } from "../../feedback/toast.tsx";
import { SettingsSection } from "./SettingsSection.tsx";

/**
 * The devices signed in to the account, each with "Sign out", and "Sign out everywhere else":
 * what a student does after lending a password, and what a school expects of one account per
 * student (the server caps how many devices stay signed in).
 */
export function DevicesSection() {
  const t = useT();
  const devices = useDevices();
  const signOut = useSignOutDevice();
  const run = (id: string | null) =>
    signOut.mutate(id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: toastError,
    });
  const list = devices.data ?? [];
  return (
    <SettingsSection title={t("account.devicesTitle")} description={t("account.devicesHint")}>
      {devices.isPending ? (
        <Loader size="sm" />
      ) : (
        <Stack gap="sm" data-testid="devices">
          {list.map((device) => (
            <DeviceRow
              key={device.id}
              device={device}
              onSignOut={() => run(device.id)}
              busy={signOut.isPending}
            />
          ))}
          {list.some((d) => !d.current) && (
            <Button
              variant="light"
              color="red"
              onClick={() => run(null)}
              loading={signOut.isPending}
              w="fit-content"
            >
              {t("account.signOutOthers")}
            </Button>
          )}
        </Stack>
      )}
    </SettingsSection>
  );
}

function DeviceRow({
  device,
  onSignOut,
  busy,
}: {
  device: Device;
  onSignOut: () => void;
  busy: boolean;
}) {
  const t = useT();
  const name =
    [device.browser, device.system].filter(Boolean).join(" · ") || t("account.unknownDevice");
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="device">
      <div style={{ minWidth: 0 }}>
        <Group gap={8}>
          <Text fw={600} size="sm">
            {name}
          </Text>
          {device.current && (
            <Badge size="sm" variant="light">
              {t("account.thisDevice")}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {[device.ip, t("account.lastSeen", { time: formatDateTime(device.last_seen_time) })]
            .filter(Boolean)
            .join(" · ")}
        </Text>
      </div>
      {!device.current && (
        <Button
          size="xs"
          variant="default"
          onClick={onSignOut}
          disabled={busy}
          aria-label={`${t("account.signOutDevice")}: ${name}`}
        >
          {t("account.signOutDevice")}
        </Button>
      )}
    </Group>
  );
}
