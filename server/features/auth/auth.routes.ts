import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { t } from "../../../shared/i18n/index.ts";
import { accountChangedAnswerSchema, signInAnswerSchema } from "../../../shared/schemas/account.ts";
import { messageAnswerSchema } from "../../../shared/schemas/answers.ts";
import {
  forgotPasswordSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signInSchema,
  tokenSchema,
} from "../../../shared/schemas/auth.ts";
import { PUBLIC, SIGNED_IN } from "../../plugins/access.ts";
import { requireAccountInfo } from "../account/account-info.ts";
import { confirmEmailChange } from "../account/credential-changes.ts";
import { rejectCommonPassword } from "./common-passwords.ts";
import { authenticate } from "./credentials.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.ts";
import { registerAccount, resendVerification, verifyEmail } from "./registration.ts";
import {
  clearSessionCookie,
  deleteSession,
  SESSION_COOKIE,
  type SessionUser,
  startSession,
} from "./sessions.ts";

const registerBody = rejectCommonPassword(registerSchema, "password");
const resetPasswordBody = rejectCommonPassword(resetPasswordSchema, "password");

/**
 * `/api/auth/*`: register, sign in and out, verify the e-mail, recover the password, confirm a
 * new e-mail. Answers carry a `message` in the request's language; register and sign-in also
 * the new `account` (the same as `GET /api/account/info`).
 */
export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["auth"];
  const message = { 200: messageAnswerSchema };
  const accountOf = (user: SessionUser, ip: string) => requireAccountInfo(app.db, { user, ip });

  api.post(
    "/api/auth/register",
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: "Create an account (PENDING) and sign in",
        body: registerBody,
        response: { 200: accountChangedAnswerSchema },
      },
    },
    async (request, reply) => {
      const user = await registerAccount(app.db, {
        ...request.body,
        locale: request.locale,
        ip: request.ip,
      });
      await startSession(request, reply, user);
      const message = t(request.locale, "success.accountCreated");
      return { data: { message, account: await accountOf(user, request.ip) } };
    },
  );

  api.post(
    "/api/auth/sign-in",
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: "Sign in with e-mail and password",
        body: signInSchema,
        response: { 200: signInAnswerSchema },
      },
    },
    async (request, reply) => {
      const user = await authenticate(app.db, { ...request.body, ip: request.ip });
      await startSession(request, reply, user);
      return { data: { account: await accountOf(user, request.ip) } };
    },
  );

  api.post(
    "/api/auth/sign-out",
    {
      config: { access: PUBLIC },
      schema: { tags, summary: "End this browser's session", response: message },
    },
    async (request, reply) => {
      const cookie = request.cookies[SESSION_COOKIE];
      if (cookie) await deleteSession(app.db, cookie);
      clearSessionCookie(request, reply);
      return { data: { message: t(request.locale, "success.signedOut") } };
    },
  );

  api.post(
    "/api/auth/verify-email",
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: "Verify an e-mail with the link's token",
        body: tokenSchema,
        response: message,
      },
    },
    async (request) => {
      await verifyEmail(app.db, request.body.token);
      return { data: { message: t(request.locale, "success.emailVerified") } };
    },
  );

  api.post(
    "/api/auth/resend-verification",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Send the verification e-mail again (once a minute)",
        body: resendVerificationSchema.nullish(),
        response: message,
      },
    },
    async (request) => {
      await resendVerification(app.db, request.actor, request.body?.next);
      return { data: { message: t(request.locale, "success.verificationSent") } };
    },
  );

  api.post(
    "/api/auth/forgot-password",
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: "E-mail a password reset link",
        body: forgotPasswordSchema,
        response: message,
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, { email: request.body.email, ip: request.ip });
      return { data: { message: t(request.locale, "success.recoveryLinkSent") } };
    },
  );

  api.post(
    "/api/auth/reset-password",
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: "Choose a new password with the link's token",
        body: resetPasswordBody,
        response: message,
      },
    },
    async (request) => {
      await resetPassword(app.db, { ...request.body, ip: request.ip });
      return { data: { message: t(request.locale, "success.passwordReset") } };
    },
  );

  api.post(
    "/api/auth/confirm-email-change",
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: "Switch to the new e-mail with the link's token",
        body: tokenSchema,
        response: message,
      },
    },
    async (request, reply) => {
      const userId = await confirmEmailChange(app.db, request.body.token);
      // The account's sessions are over; this browser forgets its cookie if it was one of them.
      if (request.actor.user?.id === userId) clearSessionCookie(request, reply);
      return { data: { message: t(request.locale, "success.emailChanged") } };
    },
  );
}
