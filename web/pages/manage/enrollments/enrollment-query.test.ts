import { describe, expect, it } from "vitest";
import { listQueryOfUrl } from "../../../manage/management-query.ts";
import { ENROLLMENTS } from "../EnrollmentManagementPage.tsx";

const queryOf = (url: string) => listQueryOfUrl(ENROLLMENTS, url);

describe("enrollment list query", () => {
  it("maps status, course and student to = filters on their fields", () => {
    const query = queryOf("status=AWAITING_PAYMENT&course=12&student=34&sort=fee.asc");
    expect(query.filters).toEqual([
      ["status", "=", "AWAITING_PAYMENT"],
      ["course_id", "=", "12"],
      ["user_id", "=", "34"],
    ]);
    expect(query.orders).toEqual([
      ["fee", "asc"],
      ["id", "desc"],
    ]);
    expect(query).toMatchObject({ limit: 24, offset: 0, refNames: ["user", "course", "order"] });
    expect(query.search).toBeUndefined();
  });

  it("drops a course or student that is not an id instead of asking for a refused filter", () => {
    expect(queryOf("course=abc&student=0&status=ACTIVE").filters).toEqual([
      ["status", "=", "ACTIVE"],
    ]);
  });
});
