import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createImage, createUser } from "../../../tests/factories.ts";
import { accountClient } from "../../../tests/setup/account-client.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { abilities } from "../../policies/index.ts";

describe.each(engines())("account API on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const client = accountClient(() => t);
  const post = (url: string, body: unknown, cookie?: string) => client.post(url, body, { cookie });
  const { info } = client;
  const userRow = (id: number) =>
    t.db.selectFrom("user").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  describe("info", () => {
    it("is an error for a visitor, in the request's language", async () => {
      const res = await info(undefined, "?locale=en");
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: "UNAUTHENTICATED", message: "Please login to continue" },
      });
    });

    it("gives the user without secrets, the avatar image and the abilities of the policy module", async () => {
      const image = await createImage(t.db);
      const user = await createUser(t.db, {
        role: "CONTENT_WRITER",
        avatar_image_id: image.id,
        phone: "0912345678",
        title: "Biên tập viên",
      });
      const { cookie } = await signIn(t, user.id);
      const res = await info(cookie);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(Object.keys(data).sort()).toEqual(["abilities", "avatarImage", "user"]);
      expect(data.user).toMatchObject({
        id: user.id,
        email: user.email,
        full_name: user.full_name,
        title: "Biên tập viên",
        phone: "0912345678",
        role: "CONTENT_WRITER",
        status: "ACTIVE",
        avatar_image_id: image.id,
      });
      expect(data.user).not.toHaveProperty("password_hash");
      expect(data.user).not.toHaveProperty("search_text");
      expect(data.avatarImage).toMatchObject({
        id: image.id,
        path: "images/2026/11/",
        basename: image.basename,
        extension: ".jpg",
        variants: { "0w": 1200, "100w": 100, "320w": 320 },
      });
      const actor = {
        user: {
          id: user.id,
          email: user.email,
          role: "CONTENT_WRITER",
          status: "ACTIVE",
          locale: "vi",
        },
        ip: "127.0.0.1",
      } as const;
      expect(data.abilities).toEqual(abilities(actor));
      expect(data.abilities["article.create"]).toBe(true);
      expect(data.abilities["user.view"]).toBe(false);
    });

    it("has no avatar image when none is chosen", async () => {
      const user = await createUser(t.db);
      const { cookie } = await signIn(t, user.id);
      expect((await info(cookie)).json().data.avatarImage).toBeNull();
    });
  });

  describe("update", () => {
    it("saves name, title, phone, introduction and avatar; a blank field clears it", async () => {
      const user = await createUser(t.db, { title: "Cũ", introduction: "Cũ" });
      const image = await createImage(t.db, { creator_id: user.id });
      const { cookie } = await signIn(t, user.id);
      const res = await post(
        "/api/account/update?locale=en",
        {
          full_name: " Ngô  Bảo Châu ",
          title: "",
          phone: "+84 912 345 678",
          introduction: "Yêu toán học.",
          avatar_image_id: image.id,
        },
        cookie,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data.message).toBe("Your changes have been saved successfully");
      expect(res.json().data.account.avatarImage.id).toBe(image.id);
      const row = await userRow(user.id);
      expect(row).toMatchObject({
        full_name: "Ngô Bảo Châu",
        title: null,
        phone: "+84912345678",
        introduction: "Yêu toán học.",
        avatar_image_id: image.id,
        search_text: "ngo bao chau",
      });
      // A field left out stays as it is.
      await post("/api/account/update", { phone: "" }, cookie);
      expect(await userRow(user.id)).toMatchObject({ phone: null, introduction: "Yêu toán học." });
    });

    it("refuses a bad phone, an empty name and a missing image, at their fields", async () => {
      const user = await createUser(t.db);
      const { cookie } = await signIn(t, user.id);
      const res = await post(
        "/api/account/update?locale=en",
        { full_name: "  ", phone: "12345" },
        cookie,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.issues).toEqual([
        { path: "full_name", message: "Required" },
        { path: "phone", message: "Invalid phone number" },
      ]);
      const noImage = await post(
        "/api/account/update?locale=en",
        { avatar_image_id: 999_999 },
        cookie,
      );
      expect(noImage.statusCode).toBe(400);
      expect(noImage.json().error.details.issues).toEqual([
        { path: "avatar_image_id", message: "Image not found" },
      ]);
      // Someone else's image (an unpublished course picture, say) is not one to choose: it
      // would come back to anyone through the profile's refs.
      const staff = await createUser(t.db, { role: "CONTENT_MANAGER" });
      const othersImage = await createImage(t.db, { creator_id: staff.id });
      const notOwn = await post(
        "/api/account/update?locale=en",
        { avatar_image_id: othersImage.id },
        cookie,
      );
      expect(notOwn.statusCode).toBe(400);
      expect(notOwn.json().error.details.issues).toEqual([
        { path: "avatar_image_id", message: "Image not found" },
      ]);
      expect((await userRow(user.id)).avatar_image_id).toBe(user.avatar_image_id ?? null);
      expect((await userRow(user.id)).full_name).toBe(user.full_name);
    });

    it("needs a signed-in user", async () => {
      expect((await post("/api/account/update", { title: "x" })).statusCode).toBe(401);
    });
  });

  describe("locale", () => {
    it("saves the language on the account and in a cookie; later answers use it", async () => {
      const user = await createUser(t.db, { locale: "vi" });
      const { cookie } = await signIn(t, user.id);
      const res = await post("/api/account/locale", { locale: "en" }, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ locale: "en" });
      expect(res.cookies.find((c) => c.name === "locale")).toMatchObject({
        value: "en",
        path: "/",
        sameSite: "Lax",
      });
      expect((await userRow(user.id)).locale).toBe("en");
      const bad = await post("/api/account/update", { phone: "1" }, cookie);
      expect(bad.json().error.details.issues).toEqual([
        { path: "phone", message: "Invalid phone number" },
      ]);
    });

    it("accepts only vi and en", async () => {
      const user = await createUser(t.db);
      const { cookie } = await signIn(t, user.id);
      const res = await post("/api/account/locale?locale=en", { locale: "fr" }, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.issues).toEqual([
        { path: "locale", message: "Please choose one of the options" },
      ]);
      expect((await post("/api/account/locale", { locale: "en" })).statusCode).toBe(401);
    });
  });
});
