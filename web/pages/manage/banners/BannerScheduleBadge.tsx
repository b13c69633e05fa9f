import { Badge, Group, Text } from "@mantine/core";
import { formatDateTime } from "../../../../shared/format.ts";
import { isBannerActive } from "../../../../shared/header-banners.ts";
import type { BannerRow } from "../../../api/banners.ts";
import { useT } from "../../../app-context.tsx";

type BannerState = "ACTIVE" | "SCHEDULED" | "ENDED";

/** Where a banner stands now: shown, waiting for its start, or past its end. */
export function bannerState(
  banner: Pick<BannerRow, "starts_at" | "ends_at">,
  now = new Date().toISOString(),
): BannerState {
  if (isBannerActive(banner, now)) return "ACTIVE";
  return banner.starts_at && banner.starts_at > now ? "SCHEDULED" : "ENDED";
}

const COLORS: Record<BannerState, string> = { ACTIVE: "teal", SCHEDULED: "blue", ENDED: "gray" };

/** The banner's state and, when it has them, its dates (GMT+07:00), for the staff's list. */
export function BannerScheduleBadge({ banner }: { banner: BannerRow }) {
  const t = useT();
  const state = bannerState(banner);
  const dates = [
    banner.starts_at ? t("bannerSchedule.from", { date: formatDateTime(banner.starts_at) }) : "",
    banner.ends_at ? t("bannerSchedule.until", { date: formatDateTime(banner.ends_at) }) : "",
  ].filter(Boolean);
  return (
    <Group gap={6} wrap="wrap" data-testid="banner-state" data-state={state}>
      <Badge size="sm" variant="light" color={COLORS[state]}>
        {t(`bannerSchedule.states.${state}`)}
      </Badge>
      {dates.length > 0 && (
        <Text size="xs" c="dimmed">
          {dates.join(" · ")}
        </Text>
      )}
    </Group>
  );
}
