import { describe, expect, it } from "vitest";
import { articleCategoryParam, articleList } from "./page-queries.ts";

describe("article discovery by category (issue 16)", () => {
  it("reads ?category= as a positive id, anything else as every category", () => {
    const of = (query: string) => articleCategoryParam(new URLSearchParams(query));
    expect(of("category=12")).toBe(12);
    expect(of("")).toBeNull();
    expect(of("category=0")).toBeNull();
    expect(of("category=-3")).toBeNull();
    expect(of("category=ky-nang")).toBeNull();
    expect(of("category=1e3")).toBeNull();
  });

  it("filters the public articles by the category when there is one", () => {
    const filtersOf = (id: number | null) => {
      const query = articleList("", 0, id);
      return query.call === "list" ? query.query.filters : undefined;
    };
    expect(filtersOf(null)).toEqual([["visibility", "=", "PUBLIC"]]);
    expect(filtersOf(4)).toEqual([
      ["visibility", "=", "PUBLIC"],
      ["category_id", "=", 4],
    ]);
  });
});
