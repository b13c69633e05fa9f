import { Badge, VisuallyHidden } from "@mantine/core";
import { formatPrice } from "../../shared/format.ts";
import { discountPercent, salePrice } from "../../shared/pricing.ts";
import type { PromotionRow } from "../api/records.ts";
import { useLocale, useT } from "../app-context.tsx";
import classes from "./CoursePrice.module.css";

interface CoursePriceProps {
  price: number;
  promotion: PromotionRow | undefined;
  /** The moment the promotion window is checked against; now by default. */
  now?: Date;
}

/**
 * The "view" price of a course card (docs/product/states-and-learning.md): the sale price, and while a promotion runs on
 * a paid course, the discount percent and the struck-through list price. 0 reads Free.
 */
export function CoursePrice({ price, promotion, now = new Date() }: CoursePriceProps) {
  const locale = useLocale();
  const t = useT();
  const sale = salePrice(price, promotion, now);
  const percent = discountPercent(price, promotion, now);
  return (
    <div
      className={classes.root}
      data-testid="course-price"
      data-promoted={percent > 0 || undefined}
      data-free={sale === 0 || undefined}
    >
      <span className={classes.sale} data-testid="sale-price">
        {formatPrice(sale, locale)}
      </span>
      {percent > 0 && (
        <>
          <s className={classes.list} data-testid="list-price">
            <VisuallyHidden>{t("price.originalPrice")}: </VisuallyHidden>
            {formatPrice(price, locale)}
          </s>
          <Badge color="red" variant="light" size="sm" radius="sm" tt="none" data-testid="discount">
            {t("price.discount", { percent })}
          </Badge>
        </>
      )}
    </div>
  );
}
