import { SITE_UTC_OFFSET_MINUTES } from "../../../../shared/constants.ts";
import type { ListFilter, ListQuery } from "../../../api/client.ts";
import { TRANSACTION_REF_NAMES } from "../../../api/transactions.ts";
import { type ListConfig, type ListState, toListQuery } from "../../../manage/list-state.ts";

/**
 * The transaction table's state in the URL and its list-API query. Besides the `=` filters
 * (status, provider), `from`/`to` are days (YYYY-MM-DD, as a date input gives them) in
 * GMT+07:00, and the search looks for the text in the transfer message, where the order's
 * reference code is (the resource has no search column).
 */
export const TRANSACTION_LIST: ListConfig = {
  filters: { status: "status", provider: "provider", from: "from", to: "to" },
  sortable: ["transaction_time", "amount"],
  defaultSort: { field: "transaction_time", direction: "desc" },
  refNames: TRANSACTION_REF_NAMES,
};

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC instant at which a GMT+07:00 day starts, `days` later; null for a bad day key. */
export function siteDayStart(key: string | undefined, days = 0): string | null {
  const match = DAY_KEY.exec(key ?? "");
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-30 rolls over to March: not a day anyone picked.
  if (
    utc.getUTCFullYear() !== year ||
    utc.getUTCMonth() !== month - 1 ||
    utc.getUTCDate() !== day
  ) {
    return null;
  }
  return new Date(
    Date.UTC(year, month - 1, day + days) - SITE_UTC_OFFSET_MINUTES * 60_000,
  ).toISOString();
}

/** True when both days are set and the range ends before it starts. */
export function isRangeReversed(from: string | undefined, to: string | undefined): boolean {
  const start = siteDayStart(from);
  const end = siteDayStart(to);
  return start !== null && end !== null && start > end;
}

/** Both ends of the range as time filters: from the first day's start to the last day's end. */
export function dateRangeFilters(from: string | undefined, to: string | undefined): ListFilter[] {
  if (isRangeReversed(from, to)) return [];
  const filters: ListFilter[] = [];
  const start = siteDayStart(from);
  const endExclusive = siteDayStart(to, 1);
  if (start) filters.push(["transaction_time", ">=", start]);
  if (endExclusive) filters.push(["transaction_time", "<", endExclusive]);
  return filters;
}

export function toTransactionQuery(state: ListState): ListQuery {
  const { from, to, ...equal } = state.filters;
  const base = toListQuery({ ...state, search: "", filters: equal }, TRANSACTION_LIST);
  const filters: ListFilter[] = [...(base.filters ?? []), ...dateRangeFilters(from, to)];
  const search = state.search.trim();
  if (search) filters.push(["message", "LIKE", search]);
  return { ...base, search: undefined, filters };
}
