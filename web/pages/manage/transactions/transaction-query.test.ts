import { describe, expect, it } from "vitest";
import { isRangeReversed, siteDayStart } from "../../../manage/date-range.ts";
import { listQueryOfUrl } from "../../../manage/management-query.ts";
import { TRANSACTIONS } from "../TransactionManagementPage.tsx";

const queryOf = (url: string) => listQueryOfUrl(TRANSACTIONS, url);
// The description's day range: on the transaction time.
const dateRangeFilters = (from: string | undefined, to: string | undefined) =>
  queryOf(new URLSearchParams({ ...(from && { from }), ...(to && { to }) }).toString()).filters;

describe("transaction list query", () => {
  it("maps status and provider to = filters and the search to a LIKE on the message", () => {
    const query = queryOf("status=NEEDS_REVIEW&provider=SEPAY&q=HV7K3&page=2");
    expect(query.filters).toEqual([
      ["status", "=", "NEEDS_REVIEW"],
      ["provider", "=", "SEPAY"],
      ["message", "LIKE", "HV7K3"],
    ]);
    // The resource has no search column: sending `search` would be refused.
    expect(query.search).toBeUndefined();
    expect(query.orders).toEqual([
      ["transaction_time", "desc"],
      ["id", "desc"],
    ]);
    expect(query).toMatchObject({ limit: 24, offset: 24, refNames: ["order", "user"] });
  });

  it("turns a day range in GMT+07:00 into the UTC instants of its first and last day", () => {
    expect(queryOf("from=2026-11-01&to=2026-11-10").filters).toEqual([
      ["transaction_time", ">=", "2026-10-31T17:00:00.000Z"],
      ["transaction_time", "<", "2026-11-10T17:00:00.000Z"],
    ]);
    // One day: from its midnight to the next, in Vietnam time.
    expect(dateRangeFilters("2026-12-31", "2026-12-31")).toEqual([
      ["transaction_time", ">=", "2026-12-30T17:00:00.000Z"],
      ["transaction_time", "<", "2026-12-31T17:00:00.000Z"],
    ]);
    expect(dateRangeFilters(undefined, "2026-11-10")).toEqual([
      ["transaction_time", "<", "2026-11-10T17:00:00.000Z"],
    ]);
    expect(dateRangeFilters("2026-11-01", undefined)).toEqual([
      ["transaction_time", ">=", "2026-10-31T17:00:00.000Z"],
    ]);
  });

  it("filters nothing by date for a reversed range or a day that does not exist", () => {
    expect(isRangeReversed("2026-11-10", "2026-11-01")).toBe(true);
    expect(isRangeReversed("2026-11-01", "2026-11-01")).toBe(false);
    expect(queryOf("from=2026-11-10&to=2026-11-01&status=MATCHED").filters).toEqual([
      ["status", "=", "MATCHED"],
    ]);
    expect(siteDayStart("2026-02-30")).toBeNull();
    expect(siteDayStart("01/11/2026")).toBeNull();
    expect(queryOf("from=yesterday").filters).toEqual([]);
  });

  it("sorts by amount when asked, and ignores a sort the table does not offer", () => {
    expect(queryOf("sort=amount.asc").orders?.[0]).toEqual(["amount", "asc"]);
    expect(queryOf("sort=raw_payload.asc").orders?.[0]).toEqual(["transaction_time", "desc"]);
  });
});
