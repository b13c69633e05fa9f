import type { Role, UserStatus } from "../../shared/constants.ts";
import { apiPost } from "./client.ts";
import type { Row } from "./records.ts";

/** A user as the user-management list sends it (e-mail and phone masked for ADMIN_TRIAL). */
export interface ManagedUserRow extends Row {
  full_name: string | null;
  email: string;
  phone: string | null;
  title: string | null;
  role: Role;
  status: UserStatus;
  avatar_image_id: number | null;
  create_time: string;
}

type ChangedUser = { user: { id: number; role: Role; status: UserStatus } };

export const updateUserRole = (userId: number, role: Role) =>
  apiPost<ChangedUser>("/api/user/update-role", { userId, role });

export const updateUserStatus = (userId: number, status: UserStatus) =>
  apiPost<ChangedUser>("/api/user/update-status", { userId, status });
