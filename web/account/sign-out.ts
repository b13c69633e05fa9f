import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { ApiError, apiPost } from "../api/client.ts";
import { toastError } from "../feedback/toast.tsx";
import { SIGNING_OUT_STATE } from "../frame/access.ts";
import { ACCOUNT_QUERY_KEY } from "./account-query.ts";

/**
 * Forgets the signed-in user on this page: every cached answer made for them goes, and the
 * account info becomes null (docs/product/states-and-learning.md "Interface states").
 */
export function useForgetAccount(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ACCOUNT_QUERY_KEY[0] });
    queryClient.setQueryData(ACCOUNT_QUERY_KEY, null);
  }, [queryClient]);
}

/**
 * Signs out and goes home, where the frame forgets the account (SIGNING_OUT_STATE). A server
 * error is a toast (docs/product/validation-and-errors.md "Error catalogue"); a session already gone counts as signed out.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await apiPost("/api/auth/sign-out");
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        toastError(error);
        return;
      }
    }
    await navigate("/", { state: SIGNING_OUT_STATE });
  }, [navigate]);
}
