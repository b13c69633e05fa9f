import { describe, expect, it } from "vitest";
import { generatePassword, hashPassword, verifyPassword } from "./passwords.ts";

describe("passwords", () => {
  it("hashes with argon2id and verifies only the right password", async () => {
    const hash = await hashPassword("mật khẩu đủ dài");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "mật khẩu đủ dài")).toBe(true);
    expect(await verifyPassword(hash, "mat khau du dai")).toBe(false);
  });

  it("never signs in against a malformed stored hash", async () => {
    expect(await verifyPassword("not-a-hash", "anything")).toBe(false);
  });

  it("generates distinct passwords without look-alike characters", () => {
    const passwords = Array.from({ length: 50 }, () => generatePassword());
    expect(new Set(passwords).size).toBe(50);
    for (const p of passwords) expect(p).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{16}$/);
  });
});
