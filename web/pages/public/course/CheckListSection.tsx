import { Paper, SimpleGrid, Title } from "@mantine/core";
import { CheckIcon } from "../../../components/icons/pages.tsx";
import classes from "./CheckListSection.module.css";
import page from "./CoursePage.module.css";

interface CheckListSectionProps {
  id: string;
  title: string;
  /** One entry per stored line. */
  items: string[];
  columns: 1 | 2;
}

/** Objectives or requirements: their lines as a check-mark list; nothing when empty. */
export function CheckListSection({ id, title, items, columns }: CheckListSectionProps) {
  if (items.length === 0) return null;
  const headingId = `${id}-title`;
  const list = (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: columns }}
      spacing="lg"
      verticalSpacing={10}
      className={classes.list}
    >
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their order is fixed
        <li key={index} className={classes.item}>
          <span className={classes.check}>
            <CheckIcon size={18} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </SimpleGrid>
  );
  return (
    <section className={page.section} aria-labelledby={headingId} data-testid={`course-${id}`}>
      <Title order={2} id={headingId} className={page.sectionTitle}>
        {title}
      </Title>
      {columns === 2 ? (
        <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
          {list}
        </Paper>
      ) : (
        list
      )}
    </section>
  );
}
