import { COUNTDOWN_THRESHOLD_HOURS } from "../../shared/constants.ts";
import { formatCountdown } from "../../shared/format.ts";
import {
  type PromotionWindow,
  promotionEndsWithin,
  promotionRemainingMs,
} from "../../shared/pricing.ts";
import { useT } from "../app-context.tsx";
import { useNow } from "../hooks/use-now.ts";
import classes from "./PromotionCountdown.module.css";

/**
 * "Ends in HH:MM:SS" (docs/product/states-and-learning.md): shown only while the promotion runs and ends within 48 hours,
 * ticking each second, gone at zero. Renders nothing otherwise, so pages can always place it.
 */
export function PromotionCountdown({
  promotion,
}: {
  promotion: PromotionWindow | null | undefined;
}) {
  const t = useT();
  // Each second near the end; a promotion that ends in a week is looked at once a minute.
  const near = promotionEndsWithin(promotion, new Date(), COUNTDOWN_THRESHOLD_HOURS + 1);
  const now = useNow(near ? 1000 : 60_000, Boolean(promotion));
  if (!promotionEndsWithin(promotion, now)) return null;
  const remaining = promotionRemainingMs(promotion, now) ?? 0;
  return (
    <div className={classes.countdown} role="timer" data-testid="promotion-countdown">
      <span className={classes.label}>{t("price.endsIn")}</span>{" "}
      {/* The server's render is a second or two behind the browser's: the next tick agrees. */}
      <time dateTime={`PT${Math.ceil(remaining / 1000)}S`} suppressHydrationWarning>
        {formatCountdown(remaining)}
      </time>
    </div>
  );
}
