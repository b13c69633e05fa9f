import { promotionList } from "../../../../shared/page-queries.ts";
import { useT } from "../../../app-context.tsx";
import { TagIcon } from "../../../components/icons/screens.tsx";
import { PromotionCard, type PromotionPageRow } from "../../../components/PromotionCard.tsx";
import { useNow } from "../../../hooks/use-now.ts";
import { PagedCardList } from "../discovery/PagedCardList.tsx";

/** `/promotions`: the public promotions, the latest ending first, 12 a page. */
export default function PromotionDiscoveryPage() {
  const t = useT();
  // A promotion that ends while the page is open turns to "Ended" within a minute.
  const now = useNow(60_000);
  return (
    <PagedCardList<PromotionPageRow>
      title={t("discovery.promotionsTitle")}
      lead={t("discovery.promotionsLead")}
      queryOf={promotionList}
      emptyIcon={<TagIcon size={28} />}
      emptyText={t("discovery.promotionsEmpty")}
      renderCard={(promotion, refs, index) => (
        <PromotionCard
          key={promotion.id}
          promotion={promotion}
          refs={refs}
          now={now}
          eager={index < 4}
        />
      )}
      testId="promotion-discovery"
    />
  );
}
