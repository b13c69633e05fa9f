import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { AbilityName } from "../../shared/constants.ts";
import { ApiError, apiGet } from "../api/client.ts";
import { useAppData } from "../app-context.tsx";
import type { AccountInfo } from "../app-data.ts";

// The signed-in account lives in the query cache under one key, so that every screen reads the
// same value and signing in or out is one `setQueryData`. The page data object seeds it
// (docs/product/time-money-locale.md "Page data object": the client takes it as the answer of the account-info call).

export const ACCOUNT_QUERY_KEY = ["account", "info"] as const;

/** `GET /api/account/info`; a visitor (401) is null, not an error. */
export async function fetchAccountInfo(signal?: AbortSignal): Promise<AccountInfo | null> {
  try {
    return await apiGet<AccountInfo>("/api/account/info", undefined, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The account query. It only runs when the page data did not carry the account (then the app
 * shows the splash screen until it answers); afterwards it changes through `useSetAccount`.
 */
export function useAccountQuery() {
  const { account } = useAppData();
  return useQuery({
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: ({ signal }) => fetchAccountInfo(signal),
    initialData: account,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

/** The signed-in account, or null for a visitor (and while it is still unknown). */
export function useAccount(): AccountInfo | null {
  return useAccountQuery().data ?? null;
}

/** Whether the server's policy module allows the signed-in user this ability. */
export function useAbility(name: AbilityName): boolean {
  return useAccount()?.abilities[name] === true;
}

/** Replaces the account in the cache: after signing in (the info), out (null), or a profile edit. */
export function useSetAccount(): (account: AccountInfo | null) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (account) => queryClient.setQueryData(ACCOUNT_QUERY_KEY, account),
    [queryClient],
  );
}

/** Reads the account again from the server (after signing in, or a change the server made). */
export function useReloadAccount(): () => Promise<AccountInfo | null> {
  const setAccount = useSetAccount();
  return useCallback(async () => {
    const account = await fetchAccountInfo();
    setAccount(account);
    return account;
  }, [setAccount]);
}
