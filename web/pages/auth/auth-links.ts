import { useSearchParams } from "react-router";
import { buildPath } from "../../../shared/routes.ts";
import { NEXT_PARAM, safeNextPath } from "../../frame/access.ts";

/** Why the reader landed on login after being signed out; each has its message. */
export const SIGNED_OUT_REASONS = [
  "passwordChanged",
  "passwordReset",
  "emailChanged",
  "sessionExpired",
] as const;
export type SignedOutReason = (typeof SIGNED_OUT_REASONS)[number];
export const REASON_PARAM = "reason";

export function loginPath(reason?: SignedOutReason, next?: string | null): string {
  return buildPath("login", {}, { [REASON_PARAM]: reason, [NEXT_PARAM]: next ?? undefined });
}

/** The way back carried by the current auth page (`?next=`), kept on links between them. */
export function useNextParam(): { next: string | null; query: Record<string, string> } {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get(NEXT_PARAM));
  return { next, query: next ? { [NEXT_PARAM]: next } : {} };
}
