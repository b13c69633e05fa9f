import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { formatDateTime } from "../../../../shared/format.ts";
import type { ConfigHealth } from "../../../../shared/schemas/settings.ts";
import { apiGet } from "../../../api/client.ts";
import { useT } from "../../../app-context.tsx";

type Level = "ok" | "warn" | "off";
const COLORS: Record<Level, string> = { ok: "teal.9", warn: "red.9", off: "gray.7" };

/**
 * The configuration's health for the owner (`GET /api/settings/health`): each line a setting,
 * what it is, and a mark — set and working, missing or failing, or simply off. No secret is
 * ever in the answer.
 */
export function ConfigHealthPanel() {
  const t = useT();
  const { data } = useQuery({
    queryKey: ["settings", "health"],
    queryFn: ({ signal }) => apiGet<ConfigHealth>("/api/settings/health", undefined, { signal }),
  });
  if (!data) return null;
  const line = (label: string, text: string, level: Level) => (
    <Group key={label} justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" ta="right">
          {text}
        </Text>
        <Badge size="xs" variant="outline" color={COLORS[level]} aria-hidden="true">
          {level === "ok" ? "✓" : level === "warn" ? "!" : "–"}
        </Badge>
      </Group>
    </Group>
  );
  const { bank, smtp, webhooks, tracking } = data;
  const trackingIds = [tracking.ga4Id, tracking.metaPixelId].filter(Boolean).join(", ");
  return (
    <Paper withBorder radius="lg" p="md" data-testid="config-health">
      <Title order={2} size="h5" mb="sm">
        {t("dashboard.health.title")}
      </Title>
      <Stack gap={8}>
        {line(
          t("dashboard.health.bank"),
          !bank.configured
            ? t("dashboard.bankNotConfigured")
            : bank.demo
              ? t("dashboard.health.bankDemo", { bank: bank.bankName ?? "" })
              : t("dashboard.health.bankSet", {
                  bank: bank.bankName ?? "",
                  ending: bank.accountEnding ?? "",
                }),
          bank.configured && !bank.demo ? "ok" : "warn",
        )}
        {line(
          t("dashboard.health.smtp"),
          !smtp.configured
            ? t("dashboard.health.smtpOutbox")
            : t(smtp.reachable ? "dashboard.health.smtpUp" : "dashboard.health.smtpDown", {
                server: smtp.server ?? "",
              }),
          !smtp.configured ? "off" : smtp.reachable ? "ok" : "warn",
        )}
        {webhooks.map((hook) =>
          line(
            t("dashboard.health.webhook", { provider: hook.provider }),
            !hook.configured
              ? t("dashboard.health.webhookOff")
              : hook.lastReceived
                ? t("dashboard.health.webhookLast", { time: formatDateTime(hook.lastReceived) })
                : t("dashboard.health.webhookNever"),
            hook.configured ? "ok" : "off",
          ),
        )}
        {line(
          t("dashboard.health.tracking"),
          trackingIds || t("dashboard.health.trackingNone"),
          trackingIds ? "ok" : "off",
        )}
        {line(
          t("dashboard.health.database"),
          data.database === "sqlite" ? "SQLite" : "PostgreSQL",
          "ok",
        )}
        {line(t("dashboard.health.backups"), data.backupDir, "ok")}
      </Stack>
    </Paper>
  );
}
