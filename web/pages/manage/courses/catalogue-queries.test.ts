import { describe, expect, it } from "vitest";
import { listQueryOfUrl } from "../../../manage/management-query.ts";
import { COURSES } from "../CourseManagementPage.tsx";
import { LESSONS } from "../LessonManagementPage.tsx";
import { instructorSearchQuery } from "./instructor-source.ts";

describe("the course form's instructor picker", () => {
  it("asks only for staff who teach, by name or by e-mail", () => {
    const staff = ["role", "IN", ["ADMIN", "CONTENT_MANAGER", "CONTENT_WRITER"]];
    expect(instructorSearchQuery("lan")).toEqual({
      search: "lan",
      orders: [["full_name", "asc"]],
      filters: [staff],
    });
    expect(instructorSearchQuery("lan@")).toEqual({
      filters: [["email", "LIKE", "lan@"], staff],
      orders: [["email", "asc"]],
    });
  });
});

describe("lesson management's free-preview filter", () => {
  it("sends the URL's preview=1|0 as the is_preview filter", () => {
    expect(listQueryOfUrl(LESSONS, "preview=1").filters).toEqual([["is_preview", "=", "1"]]);
    expect(listQueryOfUrl(LESSONS, "preview=0&type=TEXT").filters).toEqual(
      expect.arrayContaining([
        ["is_preview", "=", "0"],
        ["type", "=", "TEXT"],
      ]),
    );
  });
});

describe("course management's featured filter", () => {
  it("sends the URL's featured=1 as the is_featured filter", () => {
    expect(listQueryOfUrl(COURSES, "featured=1").filters).toEqual([["is_featured", "=", "1"]]);
  });
});
