import { describe, expect, it } from "vitest";
import { escapeLike, likeContains, normalizeSearch, slugify } from "./search.ts";

describe("normalizeSearch", () => {
  it("removes case, diacritics and extra whitespace", () => {
    expect(normalizeSearch("Lập Trình  Web")).toBe("lap trinh web");
    expect(normalizeSearch("  Tiếng\tViệt\n cơ bản ")).toBe("tieng viet co ban");
  });

  it("turns đ and Đ into d", () => {
    expect(normalizeSearch("Đường đi")).toBe("duong di");
  });

  it("treats composed and decomposed input alike", () => {
    expect(normalizeSearch("Ứng dụng".normalize("NFD"))).toBe(normalizeSearch("Ứng dụng"));
    expect(normalizeSearch("Ứng dụng")).toBe("ung dung");
  });

  it("keeps digits and punctuation", () => {
    expect(normalizeSearch("Giảm 50% — “Hè”")).toBe("giam 50% — “he”");
  });
});

describe("LIKE helpers", () => {
  it("escapes wildcards and the escape character", () => {
    expect(escapeLike("50%")).toBe("50\\%");
    expect(escapeLike("a_b")).toBe("a\\_b");
    expect(escapeLike("c:\\temp")).toBe("c:\\\\temp");
    expect(escapeLike(`it's "quoted"`)).toBe(`it's "quoted"`);
  });

  it("wraps the escaped term in percent signs", () => {
    expect(likeContains("50%")).toBe("%50\\%%");
    expect(likeContains("a_b")).toBe("%a\\_b%");
    expect(likeContains("")).toBe("%%");
  });
});

describe("slugify", () => {
  it("makes a slug from a Vietnamese title", () => {
    expect(slugify("Lập trình Web cơ bản!")).toBe("lap-trinh-web-co-ban");
    expect(slugify("  --Đồ họa & Thiết kế 2026-- ")).toBe("do-hoa-thiet-ke-2026");
    expect(slugify("!!!")).toBe("");
  });
});
