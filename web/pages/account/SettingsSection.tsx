import { Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./AccountPage.module.css";

/** One card of the settings page: a heading, a line on what it does, its form. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" className={classes.section} component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      )}
      <div style={{ marginTop: 20 }}>{children}</div>
    </Paper>
  );
}
