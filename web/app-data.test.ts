import { describe, expect, it } from "vitest";
import { markDocumentLanguage, parseAppData } from "./app-data.ts";

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

describe("markDocumentLanguage", () => {
  /** The attribute writes the root sees while `mark` runs. */
  function langWrites(initial: string | null, mark: (root: HTMLElement) => void) {
    const root = document.createElement("html");
    if (initial !== null) root.setAttribute("lang", initial);
    const observer = new MutationObserver(() => {});
    observer.observe(root, { attributes: true, attributeFilter: ["lang"] });
    mark(root);
    const records = observer.takeRecords();
    observer.disconnect();
    return { writes: records.length, lang: root.getAttribute("lang") };
  }

  it("leaves a root that already has the language untouched (no restyle of the page)", () => {
    expect(langWrites("vi", (root) => markDocumentLanguage(root, "vi"))).toEqual({
      writes: 0,
      lang: "vi",
    });
  });

  it("sets the language on a bare template and changes a different one", () => {
    expect(langWrites(null, (root) => markDocumentLanguage(root, "vi"))).toEqual({
      writes: 1,
      lang: "vi",
    });
    expect(langWrites("vi", (root) => markDocumentLanguage(root, "en"))).toEqual({
      writes: 1,
      lang: "en",
    });
  });
});
