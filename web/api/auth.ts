import type {
  AccountUpdateBody,
  ChangeEmailBody,
  ChangePasswordBody,
  ForgotPasswordBody,
  RegisterBody,
  ResetPasswordBody,
  SignInBody,
} from "../../shared/schemas/auth.ts";
import type { AccountInfo } from "../app-data.ts";
import { apiPost } from "./client.ts";

// The account calls of `/api/auth/*` and `/api/account/*`. Their answers carry a `message`
// already in the reader's language; register and sign-in also the new account info.

type Message = { message: string };

export const register = (body: RegisterBody) =>
  apiPost<Message & { account: AccountInfo }>("/api/auth/register", body);

export const signIn = (body: SignInBody) =>
  apiPost<{ account: AccountInfo }>("/api/auth/sign-in", body);

export const verifyEmail = (token: string) => apiPost<Message>("/api/auth/verify-email", { token });

export const confirmEmailChange = (token: string) =>
  apiPost<Message>("/api/auth/confirm-email-change", { token });

/** `next`: the way back the new link carries (the checkout a guest was on when registering). */
export const resendVerification = (next?: string | null) =>
  apiPost<Message>("/api/auth/resend-verification", { next: next ?? undefined });

export const forgotPassword = (body: ForgotPasswordBody) =>
  apiPost<Message>("/api/auth/forgot-password", body);

export const resetPassword = (body: ResetPasswordBody) =>
  apiPost<Message>("/api/auth/reset-password", body);

export const changeEmail = (body: ChangeEmailBody) =>
  apiPost<Message>("/api/account/change-email", body);

export const changePassword = (body: ChangePasswordBody) =>
  apiPost<Message>("/api/account/change-password", body);

export const updateAccount = (body: AccountUpdateBody) =>
  apiPost<Message & { account: AccountInfo }>("/api/account/update", body);
