import { Text } from "@mantine/core";
import { Link } from "react-router";
import { ITEM_CARD_IMAGE_RATIO } from "../../shared/constants.ts";
import { formatPrice } from "../../shared/format.ts";
import { buildPath } from "../../shared/routes.ts";
import type { ComboRow } from "../api/records.ts";
import { type ImageRow, type ListResult, ref } from "../api/records.ts";
import { useLocale, useT } from "../app-context.tsx";
import classes from "./ComboCard.module.css";
import cardClasses from "./CourseCard.module.css";
import { COURSE_CARD_SIZES } from "./CourseCard.tsx";
import { PackageIcon } from "./icons/screens.tsx";
import { MediaImage } from "./media/MediaImage.tsx";

export type { ComboRow };

/** "3 courses", in the reader's language. */
export function useCourseCountLabel() {
  const t = useT();
  return (count: number) =>
    count === 1 ? t("combo.courseCountOne") : t("combo.courseCount", { count });
}

interface ComboCardProps {
  combo: ComboRow;
  refs: ListResult["refs"];
  eager?: boolean;
}

/** A combo in a grid: image, name, number of courses and the combo's price. */
export function ComboCard({ combo, refs, eager = false }: ComboCardProps) {
  const locale = useLocale();
  const courseCount = useCourseCountLabel();
  const image =
    ref<ImageRow>(refs, "image", combo.image_id) ??
    ref<ImageRow>(refs, "image", combo.promotional_image_id);
  return (
    <Link
      to={buildPath("combo", { slug: combo.slug })}
      className={cardClasses.card}
      data-testid="combo-card"
    >
      <MediaImage
        image={image}
        alt=""
        ratio={ITEM_CARD_IMAGE_RATIO}
        sizes={COURSE_CARD_SIZES}
        loading={eager ? "eager" : "lazy"}
      />
      <div className={cardClasses.body}>
        <Text component="h3" className={cardClasses.name} lineClamp={2} title={combo.name}>
          {combo.name}
        </Text>
        {combo.course_ids && (
          <Text size="sm" c="dimmed" className={classes.meta}>
            <PackageIcon size={16} />
            {courseCount(combo.course_ids.length)}
          </Text>
        )}
        <div className={cardClasses.footer}>
          <span className={classes.price} data-testid="combo-price">
            {formatPrice(combo.price, locale)}
          </span>
        </div>
      </div>
    </Link>
  );
}
