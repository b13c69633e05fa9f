import { Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { LogoMark } from "../../components/LogoMark.tsx";
import classes from "./AuthCard.module.css";

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card: "No account? Create one", "Back to login". */
  footer?: ReactNode;
}

/** The frame of the authentication screens: one centred card, comfortable at 360px wide. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className={classes.page}>
      <Paper className={classes.card} withBorder shadow="sm" radius="lg">
        <div className={classes.head}>
          <LogoMark size={44} />
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm" ta="center">
              {subtitle}
            </Text>
          )}
        </div>
        {children}
      </Paper>
      {footer && <div className={classes.footer}>{footer}</div>}
    </div>
  );
}
