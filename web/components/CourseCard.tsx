import { Text } from "@mantine/core";
import { Link } from "react-router";
import { ITEM_CARD_IMAGE_RATIO } from "../../shared/constants.ts";
import { isPromotionRunning } from "../../shared/pricing.ts";
import { buildPath } from "../../shared/routes.ts";
import {
  type CourseRow,
  type ImageRow,
  type ListResult,
  type PromotionRow,
  ref,
  type UserRow,
} from "../api/records.ts";
import { useT } from "../app-context.tsx";
import classes from "./CourseCard.module.css";
import { CoursePrice } from "./CoursePrice.tsx";
import { MediaImage } from "./media/MediaImage.tsx";

/** How wide a card's image is drawn: 1, 2, 3 or 4 columns in a container of at most 1200px. */
export const COURSE_CARD_SIZES =
  "(min-width: 87.5em) 290px, (min-width: 62.5em) 33vw, (min-width: 37.5em) 50vw, 100vw";

interface CourseCardProps {
  course: CourseRow;
  refs: ListResult["refs"];
  now?: Date;
  /** The first row of cards is in the first screen: load those images at once. */
  eager?: boolean;
}

/**
 * A course in a grid ("view" card of SPEC.md §4): image, name on two lines, creator, price.
 * While its promotion runs, the promotional avatar replaces the normal one when there is one.
 */
export function CourseCard({ course, refs, now = new Date(), eager = false }: CourseCardProps) {
  const t = useT();
  const promotion = ref<PromotionRow>(refs, "promotion", course.promotion_id);
  const running = isPromotionRunning(promotion, now);
  const image =
    (running ? ref<ImageRow>(refs, "image", course.promotional_avatar_image_id) : undefined) ??
    ref<ImageRow>(refs, "image", course.avatar_image_id);
  const creator = ref<UserRow>(refs, "user", course.creator_id);

  return (
    <Link
      to={buildPath("course", { slug: course.slug })}
      className={classes.card}
      data-testid="course-card"
    >
      <MediaImage
        image={image}
        // Decorative: the card's heading already names the course inside the same link.
        alt=""
        ratio={ITEM_CARD_IMAGE_RATIO}
        sizes={COURSE_CARD_SIZES}
        loading={eager ? "eager" : "lazy"}
      />
      <div className={classes.body}>
        <Text component="h3" className={classes.name} lineClamp={2} title={course.name}>
          {course.name}
        </Text>
        {creator?.full_name && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {t("common.createdBy", { name: creator.full_name })}
          </Text>
        )}
        <div className={classes.footer}>
          <CoursePrice price={course.price} promotion={promotion} now={now} />
        </div>
      </div>
    </Link>
  );
}
