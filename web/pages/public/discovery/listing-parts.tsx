import { Alert, Button, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useT } from "../../../app-context.tsx";
import { COURSE_GRID_COLS, COURSE_GRID_SPACING } from "../../../components/course-grid.ts";
import { ErrorIcon } from "../../../components/icons/pages.tsx";
import classes from "./listing.module.css";

// The pieces every public listing shares (courses, combos, promotions, a profile's courses):
// heading, card skeletons, the load error with retry, the empty state.

export function ListingHeading({ title, lead }: { title: string; lead?: string }) {
  return (
    <header className={classes.heading}>
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      {lead && (
        <Text c="dimmed" size="lg" className={classes.lead}>
          {lead}
        </Text>
      )}
    </header>
  );
}

/** Card-shaped placeholders while the first page loads. */
export function CardGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <SimpleGrid
      cols={COURSE_GRID_COLS}
      spacing={COURSE_GRID_SPACING}
      aria-busy="true"
      data-testid="grid-skeleton"
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className={classes.skeletonCard}>
          <Skeleton className={classes.skeletonImage} radius={0} />
          <Stack gap={10} p={16}>
            <Skeleton height={16} radius="sm" />
            <Skeleton height={16} width="70%" radius="sm" />
            <Skeleton height={12} width="45%" radius="sm" mt={6} />
            <Skeleton height={20} width="35%" radius="sm" mt={10} />
          </Stack>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** The list could not be loaded: the reason and Try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<ErrorIcon size={20} />}
      title={t("discovery.loadFailed")}
      data-testid="listing-error"
    >
      <Text size="sm">{message}</Text>
      <Button size="xs" variant="white" color="red" mt="sm" onClick={onRetry}>
        {t("actions.retry")}
      </Button>
    </Alert>
  );
}

/** Nothing to show: an icon, a title, a line of help and an optional action. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Stack align="center" gap="xs" className={classes.empty} data-testid="empty-state">
      <div className={classes.emptyIcon}>{icon}</div>
      <Text fw={600} size="lg" ta="center">
        {title}
      </Text>
      {text && (
        <Text c="dimmed" ta="center">
          {text}
        </Text>
      )}
      {action}
    </Stack>
  );
}
