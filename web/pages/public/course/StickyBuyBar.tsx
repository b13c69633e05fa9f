import { formatPrice } from "../../../../shared/format.ts";
import type { PageQuery } from "../../../../shared/page-queries.ts";
import { useLocale, useT } from "../../../app-context.tsx";
import { CourseActionButton } from "./CourseActionButton.tsx";
import type { EnrollmentRow } from "./course-records.ts";
import classes from "./StickyBuyBar.module.css";

interface StickyBuyBarProps {
  courseId: number;
  price: number;
  salePrice: number;
  enrollment: EnrollmentRow | undefined;
  owned: boolean;
  pageQuery: PageQuery;
  currentPath: string;
}

/**
 * Phones and tablets (below the 62.5em two-column layout): the price and the action stay at the
 * bottom of the window while the buyer reads (issue 19 item 5). Shown and hidden by CSS alone,
 * so the server-rendered page and the first client render agree; an owned course shows only
 * Learn now.
 */
export function StickyBuyBar(props: StickyBuyBarProps) {
  const t = useT();
  const locale = useLocale();
  const promoted = props.salePrice < props.price;
  return (
    <section
      className={classes.bar}
      aria-label={t("coursePage.stickyBuy")}
      data-testid="sticky-buy-bar"
    >
      {!props.owned && (
        <div className={classes.price} data-testid="sticky-price">
          <span className={classes.sale}>{formatPrice(props.salePrice, locale)}</span>
          {promoted && (
            <s className={classes.list}>
              <span className={classes.hidden}>{t("price.originalPrice")}: </span>
              {formatPrice(props.price, locale)}
            </s>
          )}
        </div>
      )}
      <div className={classes.action}>
        <CourseActionButton
          courseId={props.courseId}
          salePrice={props.salePrice}
          enrollment={props.enrollment}
          pageQuery={props.pageQuery}
          currentPath={props.currentPath}
          compact
        />
      </div>
    </section>
  );
}
