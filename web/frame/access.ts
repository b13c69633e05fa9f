import { safeReturnPath } from "../../shared/return-path.ts";
import {
  buildPath,
  canAccess,
  ROUTE_BY_KEY,
  type RouteKey,
  signInRouteFor,
} from "../../shared/routes.ts";
import type { AccountInfo } from "../app-data.ts";
import { screenAbility } from "../layouts/dashboard-nav.ts";

/** The query parameter that carries where to return after signing in. */
export const NEXT_PARAM = "next";

export type AccessDecision =
  | { kind: "render" }
  | { kind: "redirect"; to: string }
  | { kind: "forbidden" };

interface Place {
  pathname: string;
  search: string;
  state?: unknown;
}

/**
 * Router state of the navigation that signs the reader out (sign-out, a password change): the
 * frame forgets the account once that page is shown, not before, or the page being left would
 * send the reader to login as if the session had expired; meanwhile the guest-only rule does
 * not bounce the still-known account away from the login page.
 */
export const SIGNING_OUT_STATE = { signingOut: true } as const;

export function isSigningOut(state: unknown): boolean {
  return typeof state === "object" && state !== null && "signingOut" in state;
}

/** A path inside this site to return to, or null (shared/return-path.ts). */
export const safeNextPath = safeReturnPath;

function nextFrom(search: string): string | null {
  return safeNextPath(new URLSearchParams(search).get(NEXT_PARAM));
}

/**
 * What the frame does with a route for this account (docs/product/screens-and-routes.md
 * "Routing rules"): show it; send a visitor to login (register for checkout) with the way back in
 * `?next=`; send a signed-in user away from a guest-only page to that stored way back, or home;
 * or show Access denied. Staff screens also need their ability from the server's policy module.
 */
export function decideAccess(
  key: RouteKey | null,
  account: AccountInfo | null,
  place: Place,
): AccessDecision {
  if (key === null) return { kind: "render" };
  const route = ROUTE_BY_KEY[key];
  // A verification link verifies for whoever opens it, signed in or not (docs/product/accounts.md "Registration and verification").
  if (key === "verify_email" && new URLSearchParams(place.search).has("token")) {
    return { kind: "render" };
  }
  if (route.access.kind === "guest_only" && isSigningOut(place.state)) return { kind: "render" };
  const viewer = account ? { role: account.user.role, status: account.user.status } : null;
  switch (canAccess(route, viewer)) {
    case "ok": {
      const ability = screenAbility(key);
      if (ability && account?.abilities[ability] !== true) return { kind: "forbidden" };
      return { kind: "render" };
    }
    case "login": {
      const next = `${place.pathname}${place.search}`;
      return { kind: "redirect", to: buildPath(signInRouteFor(route), {}, { [NEXT_PARAM]: next }) };
    }
    case "forbidden":
      return { kind: "forbidden" };
    case "redirect_home": {
      const next = nextFrom(place.search);
      // Registering signs the new user in as PENDING: the next screen asks them to verify.
      if (key === "register" && account?.user.status === "PENDING") {
        return { kind: "redirect", to: buildPath("verify_email", {}, { [NEXT_PARAM]: next }) };
      }
      return { kind: "redirect", to: next ?? buildPath("home") };
    }
  }
}
