import type { ListQuery } from "../../../api/client.ts";
import type { PromotionRow } from "../../../api/records.ts";
import type { RecordSource } from "../../../manage/RecordPicker.tsx";

/** Promotions by name (the list's search), the latest first: the course form's picker. */
export const PROMOTION_SOURCE: RecordSource<PromotionRow> = {
  resource: "promotion",
  searchQuery: (term: string): ListQuery => ({
    ...(term ? { search: term } : {}),
    orders: [["start_time", "desc"]],
  }),
  labelOf: (promotion) => `${promotion.name} · −${promotion.discount_percentage} %`,
};
