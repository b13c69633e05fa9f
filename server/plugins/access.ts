import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Role } from "../../shared/constants.ts";
import { AppError } from "../lib/app-error.ts";

/**
 * What a route needs before its handler runs. Every /api route declares one in
 * `config.access` (start-up fails otherwise); record-level rules stay in the handlers, through
 * the policy module. `write: true` marks a management write: ADMIN_TRIAL opens every screen an
 * ADMIN opens but every such write answers 403 (DECISIONS.md "Roles and permissions").
 */
export type RouteAccess =
  | { kind: "public" }
  | { kind: "signed_in" }
  | { kind: "roles"; roles: readonly Role[]; write?: boolean }
  /** Bank webhooks: their own credential, never a user session. */
  | { kind: "webhook" };

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export const PUBLIC: RouteAccess = { kind: "public" };
export const SIGNED_IN: RouteAccess = { kind: "signed_in" };

export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRoute", (route) => {
    const url = route.url ?? route.path;
    if (url.startsWith("/api/") && !url.startsWith("/api/docs") && !route.config?.access) {
      throw new Error(`Route ${route.method} ${url} does not declare config.access`);
    }
  });
  // Before validation: a refused caller learns nothing about the payload a route expects.
  app.addHook("preValidation", async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === "public" || access.kind === "webhook") return;
    const user = request.actor.user;
    if (!user) throw new AppError("UNAUTHENTICATED", "errors.UNAUTHENTICATED");
    if (access.kind === "signed_in") return;
    if (!access.roles.includes(user.role)) throw new AppError("FORBIDDEN", "errors.FORBIDDEN");
    if (access.write && user.role === "ADMIN_TRIAL") {
      throw new AppError("FORBIDDEN", "errors.FORBIDDEN");
    }
  });
});
