import { Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useT } from "../app-context.tsx";
import { LockIcon } from "../components/icons/pages.tsx";
import classes from "./ManagementHeader.module.css";

interface ManagementHeaderProps {
  title: string;
  description?: string;
  /** True when the signed-in user may only look (ADMIN_TRIAL): says so under the title. */
  readOnly?: boolean;
  actions?: ReactNode;
}

/** The top of a management screen: its name, what it is for, and its main actions. */
export function ManagementHeader({ title, description, readOnly, actions }: ManagementHeaderProps) {
  const t = useT();
  return (
    <Group justify="space-between" align="flex-start" gap="sm" className={classes.header}>
      <div>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed" mt={4}>
            {description}
          </Text>
        )}
        {readOnly && (
          <Text size="sm" mt={6} className={classes.readOnly} data-testid="read-only-notice">
            <LockIcon size={14} />
            {t("common.trialReadOnly")}
          </Text>
        )}
      </div>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
