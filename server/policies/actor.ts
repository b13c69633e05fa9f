import type { Role, UserStatus } from "../../shared/constants.ts";

/**
 * Who is making a request. A visitor has no user. Permissions are never read from here directly:
 * ask the policy module (`can`, `authorize`, `abilities` in `./index.ts`).
 */
export interface Actor {
  user: { id: number; role: Role; email: string; status: UserStatus; locale: string } | null;
  ip: string;
}

export const visitor = (ip = ""): Actor => ({ user: null, ip });
