import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { successEnvelopeSchema } from "../../../shared/errors.ts";
import { t } from "../../../shared/i18n/index.ts";
import {
  accountChangedAnswerSchema,
  accountInfoAnswerSchema,
} from "../../../shared/schemas/account.ts";
import { messageAnswerSchema } from "../../../shared/schemas/answers.ts";
import {
  accountUpdateSchema,
  changeEmailSchema,
  changePasswordSchema,
  localeSchema,
} from "../../../shared/schemas/auth.ts";
import { deviceSchema, endDeviceSchema } from "../../../shared/schemas/devices.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { rememberLocale } from "../../lib/locale-cookie.ts";
import { SIGNED_IN } from "../../plugins/access.ts";
import { rejectCommonPassword } from "../auth/common-passwords.ts";
import { clearSessionCookie, currentSessionId, sessionUser } from "../auth/sessions.ts";
import { requireAccountInfo } from "./account-info.ts";
import { changePassword, requestEmailChange } from "./credential-changes.ts";
import { endDevice, endOtherDevices, listDevices } from "./devices.ts";
import { saveLocale, updateProfile } from "./profile.ts";

const changePasswordBody = rejectCommonPassword(changePasswordSchema, "newPassword");
/** `/api/account/*`: the signed-in user's own account. */
export async function accountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["account"];
  const message = { 200: messageAnswerSchema };

  const info = (request: FastifyRequest) => requireAccountInfo(app.db, request.actor);

  api.get(
    "/api/account/info",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The signed-in user, their avatar image and abilities",
        response: { 200: accountInfoAnswerSchema },
      },
    },
    async (request) => ({ data: await info(request) }),
  );

  api.post(
    "/api/account/update",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Update name, title, phone, introduction, avatar",
        body: accountUpdateSchema,
        response: { 200: accountChangedAnswerSchema },
      },
    },
    async (request) => {
      await updateProfile(app.db, sessionUser(request).id, request.body);
      return {
        data: { message: t(request.locale, "success.saved"), account: await info(request) },
      };
    },
  );

  api.post(
    "/api/account/change-email",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "E-mail a confirmation link to a new address",
        body: changeEmailSchema,
        response: message,
      },
    },
    async (request) => {
      await requestEmailChange(app.db, sessionUser(request), { ...request.body, ip: request.ip });
      return { data: { message: t(request.locale, "success.emailChangeSent") } };
    },
  );

  api.post(
    "/api/account/change-password",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Change the password; signs out everywhere",
        body: changePasswordBody,
        response: message,
      },
    },
    async (request, reply) => {
      await changePassword(app.db, sessionUser(request), request.body);
      clearSessionCookie(request, reply);
      return { data: { message: t(request.locale, "success.passwordChanged") } };
    },
  );

  api.post(
    "/api/account/locale",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Save the interface language on the account",
        body: localeSchema,
        response: { 200: successEnvelopeSchema(localeSchema) },
      },
    },
    async (request, reply) => {
      const { locale } = request.body;
      await saveLocale(app.db, sessionUser(request).id, locale);
      rememberLocale(reply, locale, app.config.siteOrigin.startsWith("https:"));
      return { data: { locale } };
    },
  );

  api.get(
    "/api/account/devices",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The devices signed in to this account, the current one marked",
        response: { 200: successEnvelopeSchema(z.array(deviceSchema)) },
      },
    },
    async (request) => ({
      data: await listDevices(app.db, sessionUser(request).id, currentSessionId(request)),
    }),
  );

  api.post(
    "/api/account/devices/sign-out",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Sign out one of this account's devices",
        body: endDeviceSchema,
        response: message,
      },
    },
    async (request) => {
      const ended = await endDevice(app.db, sessionUser(request).id, request.body.id);
      if (!ended) throw notFound();
      return { data: { message: t(request.locale, "success.deviceSignedOut") } };
    },
  );

  api.post(
    "/api/account/devices/sign-out-others",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Sign out every device of this account but this one",
        response: message,
      },
    },
    async (request) => {
      const current = currentSessionId(request);
      if (!current) throw new AppError("UNAUTHENTICATED", "errors.UNAUTHENTICATED");
      const count = await endOtherDevices(app.db, sessionUser(request).id, current);
      return { data: { message: t(request.locale, "success.devicesSignedOut", { count }) } };
    },
  );
}
