import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiList, type ListQuery } from "../api/client.ts";
import type { ListResult, Row } from "../api/records.ts";

/** A staff list answer: besides the page, the actions allowed on each record (by id). */
export type ManagedList<T extends Row> = ListResult<T>;

export const managementListKey = (resource: string) => [resource, "list", "manage"] as const;

/**
 * One page of a resource for a management table. While the next page, search or filter loads,
 * the previous rows stay (dimmed by the table) instead of the table emptying.
 */
export function useManagementList<T extends Row>(resource: string, query: ListQuery) {
  return useQuery({
    queryKey: [...managementListKey(resource), query],
    queryFn: ({ signal }) => apiList<ManagedList<T>>(resource, query, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Whether the server allows `action` on the record (the list's `policies`, never a role test). */
export function isAllowed(list: ManagedList<Row> | undefined, id: number, action: string): boolean {
  return list?.policies?.[String(id)]?.includes(action) === true;
}
