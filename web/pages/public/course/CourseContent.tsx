import { Accordion, Anchor, Group, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useT } from "../../../app-context.tsx";
import classes from "./CourseContent.module.css";
import page from "./CoursePage.module.css";
import type { CourseOutline } from "./course-outline.ts";
import type { LessonRow } from "./course-records.ts";
import { countLabel, totalDuration } from "./course-text.ts";
import { LessonList } from "./LessonList.tsx";

interface CourseContentProps {
  outline: CourseOutline;
  onPreview: (lesson: LessonRow) => void;
}

/**
 * Course content by chapter (docs/product/screens-and-routes.md): lessons without a chapter first, then each chapter as
 * a row that opens and closes, with its lesson count and length. The first chapter starts open.
 */
export function CourseContent({ outline, onPreview }: CourseContentProps) {
  const t = useT();
  const ids = outline.chapters.map((c) => String(c.chapter.id));
  const [open, setOpen] = useState<string[]>(ids.slice(0, 1));
  if (outline.lessons.length === 0) return null;
  const allOpen = ids.length > 0 && open.length === ids.length;
  const summary = [
    outline.chapters.length > 0
      ? countLabel(t, "coursePage.chapters", outline.chapters.length)
      : null,
    countLabel(t, "coursePage.lessons", outline.lessons.length),
    outline.duration > 0 ? totalDuration(t, outline.duration) : null,
  ].filter(Boolean);

  return (
    <section className={page.section} aria-labelledby="content-title" data-testid="course-content">
      <Title order={2} id="content-title" className={page.sectionTitle}>
        {t("course.content")}
      </Title>
      <Group justify="space-between" mb="sm" gap="xs">
        <Text size="sm" c="dimmed" data-testid="content-summary">
          {summary.join(" · ")}
        </Text>
        {ids.length > 1 && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            onClick={() => setOpen(allOpen ? [] : ids)}
          >
            {allOpen ? t("coursePage.collapseAll") : t("coursePage.expandAll")}
          </Anchor>
        )}
      </Group>
      {outline.looseLessons.length > 0 && (
        <div className={classes.loose}>
          <LessonList lessons={outline.looseLessons} onPreview={onPreview} />
        </div>
      )}
      {outline.chapters.length > 0 && (
        <Accordion
          multiple
          value={open}
          onChange={setOpen}
          variant="contained"
          radius="md"
          chevronPosition="left"
          classNames={{
            root: classes.accordion,
            control: classes.control,
            content: classes.panel,
            label: classes.controlLabel,
          }}
        >
          {outline.chapters.map(({ chapter, lessons, duration }) => (
            <Accordion.Item
              key={chapter.id}
              value={String(chapter.id)}
              data-testid="course-chapter"
            >
              <Accordion.Control>
                <span className={classes.chapterName}>{chapter.name}</span>
                <span className={classes.chapterMeta}>
                  {countLabel(t, "coursePage.lessons", lessons.length)}
                  {duration > 0 && ` · ${totalDuration(t, duration)}`}
                </span>
              </Accordion.Control>
              <Accordion.Panel>
                <LessonList lessons={lessons} onPreview={onPreview} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </section>
  );
}
