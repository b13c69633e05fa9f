import type { Role } from "../constants.ts";

/**
 * Who may do what, by role: the one table the server's policy module (server/policies/) and the
 * web's route guards both read. Pure data and pure functions, no I/O. Record-level conditions
 * (a writer's OWN article, a draft not yet PUBLIC) stay in server/policies/, on top of this.
 * How to change a rule: server/policies/README.md.
 */

/** The management areas of the dashboard, each one screen (media: four screens) and its API. */
export const AREAS = [
  "dashboard",
  "media",
  "article",
  "user",
  "activity_log",
  "banner",
  "course",
  "chapter",
  "lesson",
  "quiz",
  "enrollment",
  "transaction",
  "order",
  "combo",
  "promotion",
] as const;
export type Area = (typeof AREAS)[number];

/**
 * What a role may do in an area: `full` — see and change everything (and publish articles);
 * `own` — see the area and write, but only their own records where ownership matters (a
 * writer's own articles, never made PUBLIC by them; their own uploads to delete); `view` — see
 * everything, change nothing. A missing cell is no access at all.
 */
export type Grant = "full" | "own" | "view";

/** The roles written out below; the read-only roles are derived from them (READ_ONLY_ROLES). */
type WrittenRole = Exclude<Role, keyof typeof READ_ONLY_ROLES>;

const CONTENT = { ADMIN: "full", CONTENT_MANAGER: "full", CONTENT_WRITER: "own" } as const;
const ADMIN_ONLY = { ADMIN: "full" } as const;

/**
 * The role matrix. Rows are areas; every signed-in user, staff included, also checks out, has a
 * library, learns what they are enrolled in and has a public profile (no area: signed in is
 * enough).
 */
export const ROLE_MATRIX: Readonly<Record<Area, Partial<Record<WrittenRole, Grant>>>> = {
  dashboard: CONTENT,
  media: CONTENT,
  article: CONTENT,
  user: ADMIN_ONLY,
  activity_log: ADMIN_ONLY,
  banner: ADMIN_ONLY,
  course: ADMIN_ONLY,
  chapter: ADMIN_ONLY,
  lesson: ADMIN_ONLY,
  quiz: ADMIN_ONLY,
  enrollment: ADMIN_ONLY,
  transaction: ADMIN_ONLY,
  order: ADMIN_ONLY,
  combo: ADMIN_ONLY,
  promotion: ADMIN_ONLY,
};

/**
 * THE read-only rule: a read-only role sees every area its model role sees and changes nothing
 * there (ADMIN_TRIAL: every screen of an ADMIN, every management write refused with 403).
 */
export const READ_ONLY_ROLES = { ADMIN_TRIAL: "ADMIN" } as const satisfies Partial<
  Record<Role, Role>
>;

function isReadOnly(role: Role): role is keyof typeof READ_ONLY_ROLES {
  return Object.hasOwn(READ_ONLY_ROLES, role);
}

/** What `role` (null: a visitor) may do in `area`, or null for nothing. */
export function grantOf(role: Role | null, area: Area): Grant | null {
  if (role === null) return null;
  if (isReadOnly(role)) return ROLE_MATRIX[area][READ_ONLY_ROLES[role]] ? "view" : null;
  return ROLE_MATRIX[area][role] ?? null;
}

/** Opens the area's screen and reads its records. */
export const mayView = (role: Role | null, area: Area): boolean => grantOf(role, area) !== null;

/** Changes something in the area (with `own`, only some records: the record rule decides). */
export const mayWrite = (role: Role | null, area: Area): boolean => {
  const grant = grantOf(role, area);
  return grant === "full" || grant === "own";
};

/** Changes every record of the area, whoever made it. */
export const mayWriteAll = (role: Role | null, area: Area): boolean =>
  grantOf(role, area) === "full";

/** Writes in the area, but only their own records. */
export const writesOwnOnly = (role: Role | null, area: Area): boolean =>
  grantOf(role, area) === "own";
