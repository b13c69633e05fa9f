import type { Role } from "../constants.ts";

/**
 * The roles the account flows assign or look for. Named here, next to the role matrix, so that
 * no feature spells a role: a new account is a CLIENT; the site always keeps one active holder of
 * the owner role (the first account created at start-up, never demoted or disabled last).
 */
export const NEW_ACCOUNT_ROLE: Role = "CLIENT";
export const OWNER_ROLE: Role = "ADMIN";

/**
 * Who receives the admin notices (a new account, a payment received or to review): the owners.
 * Never ADMIN_TRIAL: the notices name people and addresses a trial administrator sees masked.
 */
export const ADMIN_NOTICE_ROLES: readonly Role[] = [OWNER_ROLE];

/**
 * Who may be named a course's instructor (`course.creator_id`, shown on the course page with
 * their public profile): the people who make the school's content — its administrators and
 * its content staff. Not a student, and not the trial administrator, a shared demonstration
 * login rather than a person (docs/decisions/043-who-may-teach.md). The course form's picker
 * offers only these; a course write naming anybody else is refused at the field.
 */
export const INSTRUCTOR_ROLES: readonly Role[] = ["ADMIN", "CONTENT_MANAGER", "CONTENT_WRITER"];
