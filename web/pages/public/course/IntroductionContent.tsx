import { Title } from "@mantine/core";
import { type RichContent, readRichContent } from "../../../../shared/rich-content/schema.ts";
import { normalizeSearch } from "../../../../shared/search.ts";
import { useT } from "../../../app-context.tsx";
import RichContentHtml from "../../../components/rich-content/RichContentHtml.tsx";
import page from "./CoursePage.module.css";

/**
 * The course's introduction (rich content); nothing when it has none. When the text opens with
 * its own heading that repeats the section's ("Giới thiệu khoá học" under "Giới thiệu"), that
 * heading becomes the section title instead of a second title right below the first. Loaded on
 * demand by IntroductionSection, with the renderer: reading the content needs zod, which the
 * rest of the course page's first screen does not (docs/decisions/044).
 */
export default function IntroductionContent({ content }: { content: unknown }) {
  const t = useT();
  const read = readRichContent(content);
  if (!read?.blocks.length) return null;
  const { title, body } = withOwnTitle(read, t("course.introduction"));
  return (
    <section
      className={page.section}
      aria-labelledby="introduction-title"
      data-testid="course-introduction"
    >
      <Title order={2} id="introduction-title" className={page.sectionTitle}>
        {title}
      </Title>
      <RichContentHtml content={body} />
    </section>
  );
}

/** The section title and the content to show below it (the first heading taken out when it repeats the title). */
export function withOwnTitle(
  content: RichContent,
  sectionTitle: string,
): { title: string; body: RichContent } {
  const [first, ...rest] = content.blocks;
  const heading = first?.type.startsWith("header-") ? first.text.trim() : "";
  if (heading && normalizeSearch(heading).startsWith(normalizeSearch(sectionTitle))) {
    return { title: heading, body: { ...content, blocks: rest } };
  }
  return { title: sectionTitle, body: content };
}
