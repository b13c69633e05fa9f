import { comboList } from "../../../../shared/page-queries.ts";
import { useT } from "../../../app-context.tsx";
import { ComboCard, type ComboRow } from "../../../components/ComboCard.tsx";
import { PackageIcon } from "../../../components/icons/screens.tsx";
import { PagedCardList } from "../discovery/PagedCardList.tsx";

/** `/combos`: the public combos, highest priority first, 12 a page. */
export default function ComboDiscoveryPage() {
  const t = useT();
  return (
    <PagedCardList<ComboRow>
      title={t("discovery.combosTitle")}
      lead={t("discovery.combosLead")}
      queryOf={comboList}
      emptyIcon={<PackageIcon size={28} />}
      emptyText={t("discovery.combosEmpty")}
      renderCard={(combo, refs, index) => (
        <ComboCard key={combo.id} combo={combo} refs={refs} eager={index < 4} />
      )}
      testId="combo-discovery"
    />
  );
}
