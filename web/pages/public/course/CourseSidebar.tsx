import { Paper, SimpleGrid, UnstyledButton } from "@mantine/core";
import { ITEM_CARD_IMAGE_RATIO } from "../../../../shared/constants.ts";
import type { PageQuery } from "../../../../shared/page-queries.ts";
import type { ImageRow, PromotionRow } from "../../../api/records.ts";
import { useT } from "../../../app-context.tsx";
import { CoursePrice } from "../../../components/CoursePrice.tsx";
import { FavoriteButton } from "../../../components/FavoriteButton.tsx";
import { PlayCircleIcon } from "../../../components/icons/pages.tsx";
import { MediaImage } from "../../../components/media/MediaImage.tsx";
import { PromotionCountdown } from "../../../components/PromotionCountdown.tsx";
import { CourseActionButton } from "./CourseActionButton.tsx";
import { CourseIncludes } from "./CourseIncludes.tsx";
import classes from "./CourseSidebar.module.css";
import type { CourseOutline } from "./course-outline.ts";
import type { CourseDetailRow, EnrollmentRow } from "./course-records.ts";
import { ShareButton } from "./ShareButton.tsx";
import { useStickyTop } from "./use-sticky-top.ts";

interface CourseSidebarProps {
  className?: string;
  course: CourseDetailRow;
  avatar: ImageRow | undefined;
  promotion: PromotionRow | undefined;
  salePrice: number;
  now: Date;
  enrollment: EnrollmentRow | undefined;
  /** ACTIVE or COMPLETED: Learn now replaces the price and the countdown. */
  owned: boolean;
  outline: CourseOutline;
  canPreview: boolean;
  onPreview: () => void;
  pageQueryKey: PageQuery;
  currentPath: string;
}

/**
 * The buying box: avatar (the page's largest paint), price, countdown, the action, like and
 * share, and what the course includes.
 */
export function CourseSidebar(props: CourseSidebarProps) {
  const { course, avatar, promotion, now, canPreview, onPreview } = props;
  const t = useT();
  const stickyRef = useStickyTop<HTMLElement>();
  return (
    <aside
      ref={stickyRef}
      className={props.className}
      aria-label={t("coursePage.buyBox")}
      data-testid="course-sidebar"
    >
      <Paper withBorder radius="lg" shadow="md" className={classes.card}>
        <div className={classes.media}>
          <MediaImage
            image={avatar}
            alt={course.name}
            ratio={ITEM_CARD_IMAGE_RATIO}
            sizes="(min-width: 62.5em) 350px, 100vw"
            loading="eager"
            fetchPriority="high"
          />
          {canPreview && (
            <UnstyledButton
              className={classes.previewOverlay}
              onClick={onPreview}
              data-testid="preview-course"
            >
              <span className={classes.playBadge}>
                <PlayCircleIcon size={30} />
              </span>
              <span className={classes.previewLabel}>{t("coursePage.previewCourse")}</span>
            </UnstyledButton>
          )}
        </div>
        <div className={classes.body}>
          {!props.owned && (
            <>
              <div className={classes.price}>
                <CoursePrice price={course.price} promotion={promotion} now={now} />
              </div>
              <PromotionCountdown promotion={promotion} />
            </>
          )}
          <CourseActionButton
            courseId={course.id}
            salePrice={props.salePrice}
            enrollment={props.enrollment}
            pageQuery={props.pageQueryKey}
            currentPath={props.currentPath}
          />
          <SimpleGrid cols={2} spacing="xs">
            <FavoriteButton courseId={course.id} variant="button" />
            <ShareButton course={course} variant="button" />
          </SimpleGrid>
          <CourseIncludes course={course} outline={props.outline} />
        </div>
      </Paper>
    </aside>
  );
}
