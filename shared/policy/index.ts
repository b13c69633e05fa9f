export {
  ADMIN_NOTICE_ROLES,
  INSTRUCTOR_ROLES,
  NEW_ACCOUNT_ROLE,
  OWNER_ROLE,
} from "./accounts.ts";
export {
  AREAS,
  type Area,
  type Grant,
  grantOf,
  mayView,
  mayWrite,
  mayWriteAll,
  READ_ONLY_ROLES,
  ROLE_MATRIX,
  writesOwnOnly,
} from "./matrix.ts";
