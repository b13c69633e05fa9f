import { Alert, Badge, Container, Text, Title } from "@mantine/core";
import { useParams } from "react-router";
import { ITEM_CARD_IMAGE_RATIO } from "../../../../shared/constants.ts";
import { formatDateTime } from "../../../../shared/format.ts";
import { promotionBySlug } from "../../../../shared/page-queries.ts";
import { usePageQuery } from "../../../api/page-query.ts";
import { type CourseRow, type ImageRow, type ListResult, ref } from "../../../api/records.ts";
import { useT } from "../../../app-context.tsx";
import { courseCardRefsOf } from "../../../components/course-grid.ts";
import { InfoIcon } from "../../../components/icons/pages.tsx";
import { TagIcon } from "../../../components/icons/screens.tsx";
import { MediaImage } from "../../../components/media/MediaImage.tsx";
import {
  type PromotionPageRow,
  type PromotionPhase,
  promotionPhase,
} from "../../../components/PromotionCard.tsx";
import { PromotionCountdown } from "../../../components/PromotionCountdown.tsx";
import { LoadingPlaceholder } from "../../../feedback/LoadingPlaceholder.tsx";
import { useRaiseOnError } from "../../../frame/page-error.tsx";
import { useNow } from "../../../hooks/use-now.ts";
import { CourseGrid } from "../discovery/CourseGrid.tsx";
import { EmptyState } from "../discovery/listing-parts.tsx";
import page from "../discovery/record-page.module.css";
import classes from "./PromotionPage.module.css";

/** Filled in shades that keep white text at 4.5:1 (teal.6 or a light badge would not). */
const PHASE_COLORS: Record<PromotionPhase, string> = {
  upcoming: "brand.7",
  running: "teal.9",
  ended: "gray.7",
};

/** The courses a promotion covers, highest priority first, as the list orders them. */
export function coveredCourses(refs: ListResult["refs"]): CourseRow[] {
  return Object.values(refs.course ?? {})
    .map((row) => row as CourseRow)
    .sort((a, b) => b.priority - a.priority || b.id - a.id);
}

/** `/promotions/{slug}`: the promotion, its window and countdown, and the courses it covers. */
export default function PromotionPage() {
  const t = useT();
  const { slug = "" } = useParams();
  const result = usePageQuery<ListResult<PromotionPageRow>>(promotionBySlug(slug));
  useRaiseOnError(result.error);
  // The phase and the cards' sale prices follow the clock: a promotion may end while open.
  const now = useNow(30_000);
  const promotion = result.data?.items[0];
  if (!promotion || !result.data) return result.isPending ? <LoadingPlaceholder /> : null;

  const refs = courseCardRefsOf(result.data.refs);
  // The covered courses point to this promotion, whether or not the server sent it again.
  refs.promotion = { ...refs.promotion, [String(promotion.id)]: promotion };
  const courses = coveredCourses(result.data.refs);
  const phase = promotionPhase(promotion, now);
  const image = ref<ImageRow>(result.data.refs, "image", promotion.image_id);

  return (
    <Container className={page.page} data-testid="promotion-page" data-phase={phase}>
      <div className={page.hero}>
        <div className={page.media}>
          <MediaImage
            image={image}
            alt={promotion.name}
            ratio={ITEM_CARD_IMAGE_RATIO}
            sizes="(min-width: 62.5em) 620px, 100vw"
            loading="eager"
            className={phase === "ended" ? classes.endedImage : undefined}
          />
        </div>
        <div className={page.facts}>
          <Badge
            color={PHASE_COLORS[phase]}
            variant="filled"
            radius="sm"
            tt="none"
            size="lg"
            className={classes.phase}
            data-testid="promotion-phase"
          >
            {t(`promotion.${phase}`)}
          </Badge>
          <Title order={1} className={page.name}>
            {promotion.name}
          </Title>
          <div className={page.panel}>
            <div className={classes.discount} data-testid="promotion-percent">
              <TagIcon size={22} />
              {t("price.discount", { percent: promotion.discount_percentage })}
            </div>
            <dl className={classes.window}>
              <div>
                <dt>{t("promotion.starts")}</dt>
                <dd>{formatDateTime(promotion.start_time)}</dd>
              </div>
              <div>
                <dt>{t("promotion.ends")}</dt>
                <dd>{formatDateTime(promotion.end_time)}</dd>
              </div>
            </dl>
            <PromotionCountdown promotion={promotion} />
          </div>
          {promotion.description && (
            <Text className={page.description}>{promotion.description}</Text>
          )}
          {phase !== "running" && (
            <Alert
              variant="light"
              color={phase === "ended" ? "gray" : "brand"}
              radius="md"
              icon={<InfoIcon size={18} />}
              data-testid="promotion-notice"
            >
              {phase === "ended"
                ? t("promotion.endedNotice")
                : t("promotion.upcomingNotice", { date: formatDateTime(promotion.start_time) })}
            </Alert>
          )}
        </div>
      </div>

      <section className={page.section} aria-labelledby="promotion-courses">
        <Title order={2} id="promotion-courses" className={page.sectionTitle}>
          {t("promotion.courses")}
        </Title>
        {courses.length > 0 ? (
          <CourseGrid courses={courses} refs={refs} now={now} testId="promotion-courses" />
        ) : (
          <EmptyState icon={<TagIcon size={28} />} title={t("promotion.noCourses")} />
        )}
      </section>
    </Container>
  );
}
