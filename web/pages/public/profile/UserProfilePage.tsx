import { Container, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { ITEM_CARD_IMAGE_RATIO } from "../../../../shared/constants.ts";
import { formatDate } from "../../../../shared/format.ts";
import { articlesByCreator, coursesByCreator, userById } from "../../../../shared/page-queries.ts";
import { buildPath } from "../../../../shared/routes.ts";
import { usePageQuery } from "../../../api/page-query.ts";
import type { ArticleRow } from "../../../api/records.ts";
import {
  type CourseRow,
  type ImageRow,
  type ListResult,
  ref,
  type UserRow,
} from "../../../api/records.ts";
import { useT } from "../../../app-context.tsx";
import { ArticleIcon, BookIcon } from "../../../components/icons/screens.tsx";
import { MediaImage } from "../../../components/media/MediaImage.tsx";
import { UserAvatar } from "../../../components/UserAvatar.tsx";
import { LoadingPlaceholder } from "../../../feedback/LoadingPlaceholder.tsx";
import { useRaiseOnError } from "../../../frame/page-error.tsx";
import { CourseGrid } from "../discovery/CourseGrid.tsx";
import listing from "../discovery/listing.module.css";
import { CardGridSkeleton, EmptyState, LoadError } from "../discovery/listing-parts.tsx";
import classes from "./UserProfilePage.module.css";

type ProfileRow = UserRow;

function CreatorCourses({ userId }: { userId: string }) {
  const t = useT();
  const list = usePageQuery<ListResult<CourseRow>>(coursesByCreator(userId));
  return (
    <section className={classes.section} aria-labelledby="profile-courses">
      <Title order={2} id="profile-courses" className={classes.sectionTitle}>
        {t("profile.courses")}
        {list.data && list.data.total > 0 && (
          <Text span c="dimmed" fw={500} className={classes.count}>
            {list.data.total}
          </Text>
        )}
      </Title>
      {list.isPending && <CardGridSkeleton count={4} />}
      {list.isError && (
        <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
      )}
      {list.data &&
        (list.data.items.length > 0 ? (
          <CourseGrid
            courses={list.data.items}
            refs={list.data.refs}
            now={new Date()}
            testId="profile-courses"
          />
        ) : (
          <EmptyState icon={<BookIcon size={28} />} title={t("profile.noCourses")} />
        ))}
    </section>
  );
}

function CreatorArticles({ userId }: { userId: string }) {
  const t = useT();
  const list = usePageQuery<ListResult<ArticleRow>>(articlesByCreator(userId));
  return (
    <section className={classes.section} aria-labelledby="profile-articles">
      <Title order={2} id="profile-articles" className={classes.sectionTitle}>
        {t("profile.articles")}
        {list.data && list.data.total > 0 && (
          <Text span c="dimmed" fw={500} className={classes.count}>
            {list.data.total}
          </Text>
        )}
      </Title>
      {list.isPending && <LoadingPlaceholder minHeight={120} />}
      {list.isError && (
        <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
      )}
      {list.data &&
        (list.data.items.length > 0 ? (
          <ul className={classes.articles} data-testid="profile-articles">
            {list.data.items.map((article) => (
              <li key={article.id}>
                <Link to={buildPath("article", { slug: article.slug })} className={classes.article}>
                  <MediaImage
                    className={classes.articleImage}
                    image={ref<ImageRow>(list.data.refs, "image", article.avatar_image_id)}
                    alt=""
                    ratio={ITEM_CARD_IMAGE_RATIO}
                    sizes="120px"
                  />
                  <div className={classes.articleText}>
                    <Text fw={600} lineClamp={2} className={classes.articleName}>
                      {article.name}
                    </Text>
                    {article.description && (
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {article.description}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed" mt={4}>
                      {t("profile.updated", { date: formatDate(article.update_time) })}
                    </Text>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState icon={<ArticleIcon size={28} />} title={t("profile.noArticles")} />
        ))}
    </section>
  );
}

/** `/user/{id}` (signed-in readers): a person's picture, title, introduction, courses, articles. */
export default function UserProfilePage() {
  const { id = "" } = useParams();
  const result = usePageQuery<ListResult<ProfileRow>>(userById(id));
  useRaiseOnError(result.error);
  const user = result.data?.items[0];
  const name = user?.full_name ?? "";
  if (!user || !result.data) return result.isPending ? <LoadingPlaceholder /> : null;

  return (
    <Container className={listing.page} size={1200} data-testid="user-profile">
      <header className={classes.header}>
        <UserAvatar
          name={name}
          image={ref<ImageRow>(result.data.refs, "image", user.avatar_image_id)}
          size={112}
          className={classes.avatar}
        />
        <div className={classes.identity}>
          <Title order={1} className={classes.name}>
            {name}
          </Title>
          {user.title && (
            <Text c="dimmed" size="lg" data-testid="profile-title">
              {user.title}
            </Text>
          )}
          {user.introduction && (
            <Text className={classes.introduction} data-testid="profile-introduction">
              {user.introduction}
            </Text>
          )}
        </div>
      </header>
      <CreatorCourses userId={id} />
      <CreatorArticles userId={id} />
    </Container>
  );
}
