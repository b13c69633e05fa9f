import { describe, expect, it } from "vitest";
import { parseAppData } from "./app-data.ts";

describe("parseAppData", () => {
  it("tells an account left out (fetch it) from a visitor (null)", () => {
    expect(parseAppData(null).account).toBeUndefined();
    expect(parseAppData('{"locale":"en"}').account).toBeUndefined();
    expect(parseAppData('{"account":null}').account).toBeNull();
    const account = { user: { id: 1, email: "a@b.vn" }, avatarImage: null, abilities: {} };
    expect(parseAppData(JSON.stringify({ account })).account).toEqual(account);
  });

  it("falls back to defaults for anything malformed", () => {
    expect(parseAppData("{not json").locale).toBe("vi");
    expect(parseAppData('{"locale":"fr","status":"x"}')).toMatchObject({
      locale: "vi",
      status: 200,
    });
  });
});
