import { Container, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { MessageKey } from "../../../../shared/i18n/index.ts";
import { useT } from "../../../app-context.tsx";
import classes from "./sections.module.css";

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

const SOLUTIONS: { key: "practical" | "flexible" | "practice"; icon: ReactNode }[] = [
  {
    key: "practical",
    icon: (
      <svg width="26" height="26" viewBox="0 0 24 24" {...stroke} aria-hidden="true">
        <rect x="3" y="7" width="18" height="13" rx="2" />
        <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
      </svg>
    ),
  },
  {
    key: "flexible",
    icon: (
      <svg width="26" height="26" viewBox="0 0 24 24" {...stroke} aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
    ),
  },
  {
    key: "practice",
    icon: (
      <svg width="26" height="26" viewBox="0 0 24 24" {...stroke} aria-hidden="true">
        <circle cx="12" cy="9" r="6" />
        <path d="m9.5 9 1.7 1.7L14.5 7.5M8.5 14.2 7 21l5-2.5 5 2.5-1.5-6.8" />
      </svg>
    ),
  },
];

/** Three solution cards: what makes learning here work (docs/product/screens-and-routes.md "Home page"). */
export function SolutionsSection() {
  const t = useT();
  return (
    <section className={`${classes.section} ${classes.alt}`} data-testid="home-solutions">
      <Container>
        <div className={classes.header}>
          <Title order={2} className={classes.sectionTitle}>
            {t("home.solutions.title")}
          </Title>
        </div>
        {/* A plain CSS grid: the first screen's code stays without Mantine's grid. */}
        <div className={classes.solutionGrid}>
          {SOLUTIONS.map(({ key, icon }) => (
            <article key={key} className={classes.solution}>
              <span className={classes.solutionIcon}>{icon}</span>
              <Title order={3} fz="h4" mt="lg">
                {t(`home.solutions.${key}.title` as MessageKey)}
              </Title>
              <Text c="dimmed" mt="xs">
                {t(`home.solutions.${key}.text` as MessageKey)}
              </Text>
            </article>
          ))}
        </div>
      </Container>
    </section>
  );
}
