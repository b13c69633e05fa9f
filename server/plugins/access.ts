import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error.ts";
import {
  authorizeNamed,
  hasRule,
  type PolicyAction,
  type PolicyResource,
} from "../policies/index.ts";

/**
 * What a route needs before its handler runs. Every /api route declares one in `config.access`
 * (start-up fails otherwise): open to all, signed in, a bank webhook's credential, or a policy
 * action — `requires("course", "update")` — that the policy module (server/policies/) answers
 * for the actor without a record ("on at least some record"). Record-level rules (a writer's own
 * article) stay in the handlers, through `authorize(actor, action, resource, record)`. No role is
 * named here: that ADMIN_TRIAL reads but never writes is a rule of the role matrix.
 */
export type RouteAccess =
  | { readonly kind: "public" }
  | { readonly kind: "signed_in" }
  | { readonly kind: "action"; readonly resource: PolicyResource; readonly action: string }
  /** Bank webhooks: their own credential, never a user session. */
  | { readonly kind: "webhook" };

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route's declared access, as registered ("METHOD url" → access): for the tests. */
    routeAccess: Map<string, RouteAccess | undefined>;
  }
}

export const PUBLIC: RouteAccess = { kind: "public" };
export const SIGNED_IN: RouteAccess = { kind: "signed_in" };
export const WEBHOOK: RouteAccess = { kind: "webhook" };

/** The route needs the actor to be allowed `action` on `resource` by the policy module. */
export function requires<R extends PolicyResource>(
  resource: R,
  action: PolicyAction<R>,
): RouteAccess {
  return { kind: "action", resource, action };
}

/** Why a route's declaration is unusable, or null: start-up refuses such a route. */
export function accessProblem(url: string, access: RouteAccess | undefined): string | null {
  const api = url.startsWith("/api/") && !url.startsWith("/api/docs");
  if (!access) return api ? "does not declare config.access" : null;
  if (access.kind === "action" && !hasRule(access.resource, access.action)) {
    return `names ${access.resource}.${access.action}, which has no rule in server/policies`;
  }
  return null;
}

export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorate("routeAccess", new Map<string, RouteAccess | undefined>());
  app.addHook("onRoute", (route) => {
    const url = route.url ?? route.path;
    const access = route.config?.access;
    const problem = accessProblem(url, access);
    if (problem) throw new Error(`Route ${route.method} ${url} ${problem}`);
    for (const method of [route.method].flat()) app.routeAccess.set(`${method} ${url}`, access);
  });
  // Before validation: a refused caller learns nothing about the payload a route expects.
  app.addHook("preValidation", async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === "public" || access.kind === "webhook") return;
    if (!request.actor.user) throw new AppError("UNAUTHENTICATED", "errors.UNAUTHENTICATED");
    if (access.kind === "signed_in") return;
    authorizeNamed(request.actor, access.resource, access.action);
  });
});
