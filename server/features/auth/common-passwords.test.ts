import { describe, expect, it } from "vitest";
import { registerSchema } from "../../../shared/schemas/auth.ts";
import { COMMON_PASSWORDS, isCommonPassword, rejectCommonPassword } from "./common-passwords.ts";

describe("common passwords", () => {
  it("are the 1,000 most common, lower-case, with the Vietnamese favourites", () => {
    expect(COMMON_PASSWORDS.size).toBe(1000);
    for (const password of COMMON_PASSWORDS) expect(password).toBe(password.toLowerCase());
    for (const password of [
      "matkhau",
      "anhyeuem",
      "123456789",
      "password",
      "qwerty123",
      "iloveyou",
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("match whatever the case, and nothing else", () => {
    expect(isCommonPassword("MatKhau123")).toBe(true);
    expect(isCommonPassword("PASSWORD1")).toBe(true);
    expect(isCommonPassword("hoa-sen-tren-ho-2026")).toBe(false);
    expect(isCommonPassword("matkhau ")).toBe(false);
  });

  it("are refused at the password field of a body", () => {
    const schema = rejectCommonPassword(registerSchema, "password");
    const result = schema.safeParse({
      fullName: "An",
      email: "an@example.vn",
      password: "anhyeuem123",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      { path: ["password"], message: "validation.passwordTooCommon" },
    ]);
    expect(
      schema.safeParse({ fullName: "An", email: "an@example.vn", password: "cau-long-bien-1902" })
        .success,
    ).toBe(true);
  });
});
