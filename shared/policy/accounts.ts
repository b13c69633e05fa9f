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
