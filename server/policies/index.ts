import type { AbilityName } from "../../shared/constants.ts";
import { AppError } from "../lib/app-error.ts";
import { activityLogPolicy } from "./activity-log.ts";
import type { Actor } from "./actor.ts";
import { articlePolicy } from "./article.ts";
import { articleCategoryPolicy } from "./article-category.ts";
import { bannerPolicy } from "./banner.ts";
import { chapterPolicy } from "./chapter.ts";
import { comboPolicy } from "./combo.ts";
import { coursePolicy } from "./course.ts";
import { dashboardPolicy } from "./dashboard.ts";
import { enrollmentPolicy } from "./enrollment.ts";
import { lessonPolicy } from "./lesson.ts";
import { mediaPolicy } from "./media.ts";
import { orderPolicy } from "./order.ts";
import { promotionPolicy } from "./promotion.ts";
import { quizPolicy } from "./quiz.ts";
import { transactionPolicy } from "./transaction.ts";
import { userPolicy } from "./user.ts";

/**
 * The one place that decides every permission, on top of the role matrix of
 * shared/policy/matrix.ts. A route names the action it needs (`config.access: requires(resource,
 * action)`, checked by server/plugins/access.ts before the body is read); handlers then call
 * `authorize(actor, action, resource, record)` against the record; the list API asks `recordActions` for each record it returns, and
 * `/api/account/info` sends `abilities(actor)` to the client, which never re-derives a rule.
 */
export const POLICIES = {
  dashboard: dashboardPolicy,
  media: mediaPolicy,
  article: articlePolicy,
  user: userPolicy,
  activity_log: activityLogPolicy,
  banner: bannerPolicy,
  course: coursePolicy,
  chapter: chapterPolicy,
  lesson: lessonPolicy,
  quiz: quizPolicy,
  enrollment: enrollmentPolicy,
  transaction: transactionPolicy,
  order: orderPolicy,
  combo: comboPolicy,
  promotion: promotionPolicy,
  // Issue 16: article categories.
  article_category: articleCategoryPolicy,
} as const;

type Policies = typeof POLICIES;
export type PolicyResource = keyof Policies;
type GlobalAction<R extends PolicyResource> = keyof Policies[R]["global"] & string;
type RecordAction<R extends PolicyResource> = keyof Policies[R]["record"] & string;
export type PolicyAction<R extends PolicyResource> = GlobalAction<R> | RecordAction<R>;
type RecordOf<R extends PolicyResource> =
  Policies[R]["record"] extends Record<string, (actor: Actor, record?: infer T) => boolean>
    ? T
    : never;

type AnyPredicate = (actor: Actor, record?: unknown) => boolean;

function predicate(resource: PolicyResource, action: string): AnyPredicate | undefined {
  const { global, record } = POLICIES[resource] as {
    global: Record<string, AnyPredicate>;
    record: Record<string, AnyPredicate>;
  };
  // Own properties only: an action named like an Object method is not an action.
  if (Object.hasOwn(global, action)) return global[action];
  return Object.hasOwn(record, action) ? record[action] : undefined;
}

/** Whether the policy of `resource` has a rule named `action`: a route may only name those. */
export function hasRule(resource: string, action: string): boolean {
  return (
    Object.hasOwn(POLICIES, resource) && predicate(resource as PolicyResource, action) !== undefined
  );
}

/**
 * May the actor do `action` on `resource` (on `record` when given; without one, a record action
 * means "on at least some record")? An unknown action is refused.
 */
export function can<R extends PolicyResource>(
  actor: Actor,
  action: PolicyAction<R>,
  resource: R,
  record?: RecordOf<R>,
): boolean {
  return predicate(resource, action)?.(actor, record) ?? false;
}

/** `can` as a predicate on the actor alone, for the list API's field rules and row scopes. */
export const allowedTo =
  <R extends PolicyResource>(action: PolicyAction<R>, resource: R) =>
  (actor: Actor): boolean =>
    can(actor, action, resource);

/** `can`, or the error the client must see: 401 for a visitor, 403 "Access denied" otherwise. */
export function authorize<R extends PolicyResource>(
  actor: Actor,
  action: PolicyAction<R>,
  resource: R,
  record?: RecordOf<R>,
): void {
  if (can(actor, action, resource, record)) return;
  if (actor.user === null) throw new AppError("UNAUTHENTICATED", "errors.UNAUTHENTICATED");
  throw new AppError("FORBIDDEN", "errors.FORBIDDEN");
}

/**
 * `authorize` for an action named at run time (a route's `requires(resource, action)`, whose
 * name start-up has checked with `hasRule`): asked without a record.
 */
export function authorizeNamed(actor: Actor, resource: PolicyResource, action: string): void {
  if (predicate(resource, action)?.(actor) === true) return;
  if (actor.user === null) throw new AppError("UNAUTHENTICATED", "errors.UNAUTHENTICATED");
  throw new AppError("FORBIDDEN", "errors.FORBIDDEN");
}

/** The record actions the actor may take on this record: the list API's `policies[id]`. */
export function recordActions(
  actor: Actor,
  resource: PolicyResource,
  record: Record<string, unknown>,
): string[] {
  const actions: string[] = [];
  for (const [action, allowed] of Object.entries(POLICIES[resource].record)) {
    if ((allowed as AnyPredicate)(actor, record)) actions.push(action);
  }
  return actions;
}

/** Every `resource.action` pair of the policies, in a stable order: the names of abilities. */
export function abilityNames(): string[] {
  return Object.entries(POLICIES).flatMap(([resource, policy]) =>
    [...Object.keys(policy.global), ...Object.keys(policy.record)].map(
      (action) => `${resource}.${action}`,
    ),
  );
}

/**
 * The actor's global abilities: a flat map from `resource.action` (the names are
 * `ABILITIES` in shared/constants.ts) to whether the actor may do it at all — a record action
 * is true when the actor may do it on some record (a writer's `article.update`: their own
 * drafts). The client shows menus and enables controls from it; per-record answers come with
 * the lists as `policies`.
 */
export function abilities(actor: Actor): Record<AbilityName, boolean> {
  const result = {} as Record<AbilityName, boolean>;
  for (const [resource, policy] of Object.entries(POLICIES)) {
    const all = { ...policy.global, ...policy.record } as Record<string, AnyPredicate>;
    for (const [action, allowed] of Object.entries(all)) {
      result[`${resource}.${action}` as AbilityName] = allowed(actor);
    }
  }
  return result;
}

export type { Actor } from "./actor.ts";
