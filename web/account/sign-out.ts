import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { ApiError, apiPost } from "../api/client.ts";
import { toastError } from "../feedback/toast.tsx";
import { ACCOUNT_QUERY_KEY } from "./account-query.ts";

/**
 * Forgets the signed-in user on this page: every cached answer made for them goes, and the
 * account info becomes null (SPEC.md §4 "Sign-out clears the account info").
 */
export function useForgetAccount(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ACCOUNT_QUERY_KEY[0] });
    queryClient.setQueryData(ACCOUNT_QUERY_KEY, null);
  }, [queryClient]);
}

/**
 * Signs out, then goes home. The home page comes first: clearing the account while a protected
 * page is still shown would send the reader to login as if the session had expired. A server
 * error is a toast (SPEC.md §8); a session already gone counts as signed out.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const forget = useForgetAccount();
  return useCallback(async () => {
    try {
      await apiPost("/api/auth/sign-out");
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        toastError(error);
        return;
      }
    }
    await navigate("/");
    forget();
  }, [navigate, forget]);
}
