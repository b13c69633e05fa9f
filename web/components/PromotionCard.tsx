import { Badge, Text } from "@mantine/core";
import { Link } from "react-router";
import { ITEM_CARD_IMAGE_RATIO } from "../../shared/constants.ts";
import { formatDate } from "../../shared/format.ts";
import { buildPath } from "../../shared/routes.ts";
import { type ImageRow, type ListResult, type PromotionRow, ref } from "../api/records.ts";
import { useT } from "../app-context.tsx";
import cardClasses from "./CourseCard.module.css";
import { COURSE_CARD_SIZES } from "./CourseCard.tsx";
import { TagIcon } from "./icons/screens.tsx";
import { MediaImage } from "./media/MediaImage.tsx";
import classes from "./PromotionCard.module.css";

export type PromotionPageRow = PromotionRow;

export type PromotionPhase = "upcoming" | "running" | "ended";

/** Where a promotion stands at `now`: running while start_time ≤ now < end_time. */
export function promotionPhase(promotion: PromotionRow, now: Date): PromotionPhase {
  const at = now.getTime();
  if (at < Date.parse(promotion.start_time)) return "upcoming";
  return at < Date.parse(promotion.end_time) ? "running" : "ended";
}

/** The badge of a promotion: its discount while it is on or about to be, "Ended" after. */
export function PromotionBadge({ promotion, now }: { promotion: PromotionRow; now: Date }) {
  const t = useT();
  const phase = promotionPhase(promotion, now);
  if (phase === "ended") {
    return (
      <Badge color="gray" variant="light" radius="sm" tt="none" data-testid="promotion-ended">
        {t("promotion.ended")}
      </Badge>
    );
  }
  return (
    <Badge color="red.9" variant="filled" radius="sm" tt="none" data-testid="promotion-discount">
      {t("price.discount", { percent: promotion.discount_percentage })}
    </Badge>
  );
}

interface PromotionCardProps {
  promotion: PromotionPageRow;
  refs: ListResult["refs"];
  now: Date;
  eager?: boolean;
}

/** A promotion in a grid: image, name, discount and dates, or "Ended" once it is over. */
export function PromotionCard({ promotion, refs, now, eager = false }: PromotionCardProps) {
  const t = useT();
  const image = ref<ImageRow>(refs, "image", promotion.image_id);
  const ended = promotionPhase(promotion, now) === "ended";
  return (
    <Link
      to={buildPath("promotion", { slug: promotion.slug })}
      className={cardClasses.card}
      data-testid="promotion-card"
      data-ended={ended || undefined}
    >
      <MediaImage
        image={image}
        alt=""
        ratio={ITEM_CARD_IMAGE_RATIO}
        sizes={COURSE_CARD_SIZES}
        loading={eager ? "eager" : "lazy"}
        className={ended ? classes.endedImage : undefined}
      />
      <div className={cardClasses.body}>
        <Text component="h3" className={cardClasses.name} lineClamp={2} title={promotion.name}>
          {promotion.name}
        </Text>
        <div className={`${cardClasses.footer} ${classes.footer}`}>
          <PromotionBadge promotion={promotion} now={now} />
          <Text size="sm" c="dimmed" className={classes.dates}>
            <TagIcon size={16} />
            {t("promotion.period", {
              start: formatDate(promotion.start_time),
              end: formatDate(promotion.end_time),
            })}
          </Text>
        </div>
      </div>
    </Link>
  );
}
