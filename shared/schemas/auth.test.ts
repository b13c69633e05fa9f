import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  accountUpdateSchema,
  changeEmailSchema,
  changePasswordSchema,
  localeSchema,
  registerSchema,
  signInSchema,
  tokenSchema,
} from "./auth.ts";
import { toErrorIssues } from "./common.ts";

/** The field issues of a failed parse in English, or null when it succeeds. */
function issues(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? null : toErrorIssues("en", result.error.issues);
}

describe("register", () => {
  it("cleans the name and the e-mail", () => {
    expect(
      registerSchema.parse({
        fullName: "  Trần   Thị  Bích ",
        email: " Bich@Mail.VN ",
        password: "12345678",
      }),
    ).toEqual({ fullName: "Trần Thị Bích", email: "bich@mail.vn", password: "12345678" });
  });

  it("words every problem as docs/product/validation-and-errors.md does, at its field", () => {
    expect(issues(registerSchema, {})).toEqual([
      { path: "fullName", message: "Required" },
      { path: "email", message: "Required" },
      { path: "password", message: "Required" },
    ]);
    expect(
      issues(registerSchema, { fullName: "A", email: "a@b", password: "x".repeat(129) }),
    ).toEqual([
      { path: "email", message: "Invalid email" },
      { path: "password", message: "Password must contain at most 128 characters" },
    ]);
    expect(
      issues(registerSchema, { fullName: "A".repeat(101), email: "a@b.vn", password: "12345678" }),
    ).toEqual([{ path: "fullName", message: "Must contain at most 100 characters" }]);
  });
});

describe("sign-in and links", () => {
  it("accepts any non-empty password at sign-in: older accounts may have shorter ones", () => {
    expect(signInSchema.parse({ email: "a@b.vn", password: "1" })).toEqual({
      email: "a@b.vn",
      password: "1",
    });
    expect(issues(signInSchema, { email: "a@b.vn", password: "" })).toEqual([
      { path: "password", message: "Required" },
    ]);
  });

  it("takes an address with a dotless host at sign-in: older accounts may predate the rules", () => {
    expect(signInSchema.parse({ email: " Admin@Localhost ", password: "x" }).email).toBe(
      "admin@localhost",
    );
    expect(issues(signInSchema, { email: " ", password: "x" })).toEqual([
      { path: "email", message: "Required" },
    ]);
    for (const typo of ["an@", "an", "@localhost", "a b@localhost"]) {
      expect(issues(signInSchema, { email: typo, password: "x" }), typo).toEqual([
        { path: "email", message: "Invalid email" },
      ]);
    }
  });

  it("needs a token", () => {
    expect(issues(tokenSchema, { token: "  " })).toEqual([{ path: "token", message: "Required" }]);
    expect(issues(tokenSchema, { token: "x".repeat(201) })).not.toBeNull();
  });
});

describe("change password", () => {
  it("says Passwords mismatch at the confirmation, even beside other problems", () => {
    const body = {
      currentPassword: "old-password",
      newPassword: "new-password",
      confirmPassword: "other",
    };
    expect(issues(changePasswordSchema, body)).toEqual([
      { path: "confirmPassword", message: "Passwords mismatch" },
    ]);
    expect(
      issues(changePasswordSchema, { ...body, currentPassword: "", newPassword: "short" }),
    ).toEqual([
      { path: "currentPassword", message: "Required" },
      { path: "newPassword", message: "Password must contain at least 8 characters" },
      { path: "confirmPassword", message: "Passwords mismatch" },
    ]);
    expect(issues(changePasswordSchema, { ...body, confirmPassword: "new-password" })).toBeNull();
  });
});

describe("change e-mail", () => {
  it("lower-cases the new address and needs the current password", () => {
    expect(
      changeEmailSchema.parse({ newEmail: "New@Mail.VN", currentPassword: "x" }).newEmail,
    ).toBe("new@mail.vn");
    expect(issues(changeEmailSchema, { newEmail: "nope" })).toEqual([
      { path: "newEmail", message: "Invalid email" },
      { path: "currentPassword", message: "Required" },
    ]);
  });
});

describe("account update", () => {
  it("leaves out what is missing and clears what is blank", () => {
    expect(accountUpdateSchema.parse({})).toEqual({});
    expect(accountUpdateSchema.parse({ title: "  ", phone: " ", introduction: "" })).toEqual({
      title: null,
      phone: null,
      introduction: null,
    });
  });

  it("accepts Vietnamese numbers only, stripped of separators", () => {
    expect(accountUpdateSchema.parse({ phone: "0912.345.678" }).phone).toBe("0912345678");
    expect(accountUpdateSchema.parse({ phone: "(028) 3822 1234" }).phone).toBe("02838221234");
    for (const phone of ["12345", "0112345678", "+1 202 555 0100"]) {
      expect(issues(accountUpdateSchema, { phone }), phone).toEqual([
        { path: "phone", message: "Invalid phone number" },
      ]);
    }
  });

  it("refuses an empty name and a bad avatar id", () => {
    expect(issues(accountUpdateSchema, { full_name: "", avatar_image_id: 0 })).toEqual([
      { path: "full_name", message: "Required" },
      { path: "avatar_image_id", message: "Invalid id" },
    ]);
    expect(accountUpdateSchema.parse({ avatar_image_id: null })).toEqual({ avatar_image_id: null });
  });
});

describe("locale", () => {
  it("is vi or en", () => {
    expect(localeSchema.parse({ locale: "en" })).toEqual({ locale: "en" });
    expect(issues(localeSchema, { locale: "fr" })).toEqual([
      { path: "locale", message: "Please choose one of the options" },
    ]);
  });
});
