import { Anchor, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { buildPath } from "../../../../shared/routes.ts";
import type { ImageRow, UserRow } from "../../../api/records.ts";
import { useT } from "../../../app-context.tsx";
import { UserAvatar } from "../../../components/UserAvatar.tsx";
import page from "./CoursePage.module.css";
import { lines } from "./course-text.ts";
import classes from "./InstructorSection.module.css";

/** The instructor as the course answer's `user` ref carries them (their public profile). */
export type InstructorRow = UserRow;

/**
 * Who teaches the course, from their profile (issue 19 item 5): photo, name, title and
 * introduction, with a link to the profile. Nothing when the course has no readable creator.
 */
export function InstructorSection({
  instructor,
  photo,
}: {
  instructor: InstructorRow | undefined;
  photo: ImageRow | undefined;
}) {
  const t = useT();
  if (!instructor?.full_name) return null;
  const paragraphs = lines(instructor.introduction);
  return (
    <section
      className={page.section}
      aria-labelledby="instructor-title"
      data-testid="course-instructor"
    >
      <Title order={2} id="instructor-title" className={page.sectionTitle}>
        {t("coursePage.instructor")}
      </Title>
      <div className={classes.person}>
        {/* Far below the first screen: fetched when the reader nears it, not beside the
            course's image, the largest paint (docs/decisions/053). */}
        <UserAvatar
          name={instructor.full_name}
          image={photo}
          size={96}
          imageProps={{ loading: "lazy" }}
        />
        <div className={classes.text}>
          <Anchor
            component={Link}
            to={buildPath("user_profile", { id: instructor.id })}
            className={classes.name}
            aria-label={`${instructor.full_name} — ${t("coursePage.instructorProfile")}`}
          >
            {instructor.full_name}
          </Anchor>
          {instructor.title && (
            <Text size="sm" c="dimmed">
              {instructor.title}
            </Text>
          )}
        </div>
      </div>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, never reordered
        <Text key={index} className={classes.introduction}>
          {paragraph}
        </Text>
      ))}
    </section>
  );
}
