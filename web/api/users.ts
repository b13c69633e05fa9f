import type { Role, UserStatus } from "../../shared/constants.ts";
import { apiPost } from "./client.ts";

export type { ManagedUserRow } from "./records.ts";

type ChangedUser = { user: { id: number; role: Role; status: UserStatus } };

export const updateUserRole = (userId: number, role: Role) =>
  apiPost<ChangedUser>("/api/user/update-role", { userId, role });

export const updateUserStatus = (userId: number, status: UserStatus) =>
  apiPost<ChangedUser>("/api/user/update-status", { userId, status });
