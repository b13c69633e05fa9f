import { Badge, Button, Progress, Text } from "@mantine/core";
import { Link } from "react-router";
import type { CheckoutType } from "../../shared/constants.ts";
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
import { CourseFacts } from "./CourseFacts.tsx";
import { CoursePrice } from "./CoursePrice.tsx";
import { MediaImage } from "./media/MediaImage.tsx";

/** How wide a card's image is drawn: 1, 2, 3 or 4 columns in a container of at most 1200px. */
export const COURSE_CARD_SIZES =
  "(min-width: 87.5em) 290px, (min-width: 62.5em) 33vw, (min-width: 37.5em) 50vw, 100vw";

/**
 * The card types of docs/product/states-and-learning.md: "view" (the catalogue: the course page and its price), "learn"
 * (an owned course: Learn now) and "checkout" (an enrollment awaiting payment: Complete
 * enrollment, to the checkout of its order).
 */
export type CourseCardType = "view" | "learn" | "checkout";

interface CourseCardProps {
  course: CourseRow;
  /** `image`, `user` and `promotion` records by id. */
  refs: ListResult["refs"];
  type?: CourseCardType;
  /** What a "checkout" card pays for: its order's course or combo; the course itself if none. */
  checkoutItem?: { type: CheckoutType; id: number };
  now?: Date;
  /** The first row of cards is in the first screen: load those images at once. */
  eager?: boolean;
  /** A "learn" card's completed share of the course, 0–100 (the library). */
  progress?: number;
}

/**
 * A course in a grid: image, name on two lines, creator, then the price or the action of its
 * type. The whole card is one link (its action reads as a button inside it), so a card is one
 * stop for the keyboard and a big target on a phone. While its promotion runs, the promotional
 * avatar replaces the normal one when there is one. A featured course (in the catalogue) wears a
 * small "Featured" badge on its image.
 */
export function CourseCard({
  course,
  refs,
  type = "view",
  checkoutItem,
  now = new Date(),
  eager = false,
  progress,
}: CourseCardProps) {
  const t = useT();
  const promotion = ref<PromotionRow>(refs, "promotion", course.promotion_id);
  const running = isPromotionRunning(promotion, now);
  const image =
    (running ? ref<ImageRow>(refs, "image", course.promotional_avatar_image_id) : undefined) ??
    ref<ImageRow>(refs, "image", course.avatar_image_id);
  const creator = ref<UserRow>(refs, "user", course.creator_id);

  return (
    <Link
      to={cardTarget(course, type, checkoutItem)}
      className={classes.card}
      data-testid="course-card"
      data-type={type}
    >
      <div className={classes.media}>
        <MediaImage
          image={image}
          // Decorative: the card's heading already names the course inside the same link.
          alt=""
          ratio={ITEM_CARD_IMAGE_RATIO}
          sizes={COURSE_CARD_SIZES}
          loading={eager ? "eager" : "lazy"}
        />
        {/* On the image's corner, so that featured and other cards keep their text aligned. */}
        {type === "view" && Boolean(course.is_featured) && (
          <Badge
            className={classes.featured}
            color="brand"
            variant="filled"
            radius="sm"
            size="sm"
            tt="none"
            data-testid="course-featured"
          >
            {t("courseCard.featured")}
          </Badge>
        )}
      </div>
      <div className={classes.body}>
        {type === "checkout" && (
          <Badge
            className={classes.badge}
            // Amber with dark text (the theme's autoContrast): it catches the eye and reads well.
            color="accent.3"
            variant="filled"
            radius="sm"
            tt="none"
            data-testid="awaiting-payment"
          >
            {t("library.awaitingPayment")}
          </Badge>
        )}
        <Text component="h3" className={classes.name} lineClamp={2} title={course.name}>
          {course.name}
        </Text>
        {creator?.full_name && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {t("common.createdBy", { name: creator.full_name })}
          </Text>
        )}
        {type === "view" && <CourseFacts course={course} />}
        <div className={classes.footer}>
          {type === "learn" && progress !== undefined && (
            <div className={classes.progress} data-testid="course-progress" data-percent={progress}>
              <Progress
                value={progress}
                size="sm"
                radius="xl"
                color={progress >= 100 ? "teal" : undefined}
                aria-label={t("learning.progress", { percent: progress })}
              />
              <Text size="xs" c="dimmed">
                {t("learning.progress", { percent: progress })}
              </Text>
            </div>
          )}
          {type === "view" ? (
            <CoursePrice price={course.price} promotion={promotion} now={now} />
          ) : (
            // A span: a button inside the card's link would be a control inside a control.
            <Button
              component="span"
              fullWidth
              radius="xl"
              variant={type === "learn" ? "filled" : "outline"}
              className={classes.action}
            >
              {type === "learn" ? t("actions.learnNow") : t("actions.completeEnrollment")}
            </Button>
          )}
        </div>
      </div>
    </Link>
  );
}

function cardTarget(
  course: CourseRow,
  type: CourseCardType,
  checkoutItem: CourseCardProps["checkoutItem"],
): string {
  switch (type) {
    case "view":
      return buildPath("course", { slug: course.slug });
    case "learn":
      return buildPath("learning_resume", { courseId: String(course.id) });
    case "checkout": {
      const item = checkoutItem ?? { type: "course", id: course.id };
      return buildPath("checkout", { type: item.type, id: String(item.id) });
    }
  }
}
