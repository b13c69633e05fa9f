import { Title } from "@mantine/core";
import { hasRichContentBlocks } from "../../../../shared/rich-content/has-blocks.ts";
import { useT } from "../../../app-context.tsx";
import { RichContentView } from "../../../components/rich-content/RichContentView.tsx";
import page from "./CoursePage.module.css";

/** The course's introduction (rich content); nothing when it has none. */
export function IntroductionSection({ content }: { content: unknown }) {
  const t = useT();
  if (!hasRichContentBlocks(content)) return null;
  return (
    <section
      className={page.section}
      aria-labelledby="introduction-title"
      data-testid="course-introduction"
    >
      <Title order={2} id="introduction-title" className={page.sectionTitle}>
        {t("course.introduction")}
      </Title>
      <RichContentView content={content} />
    </section>
  );
}
