import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourse, createImage, createUser } from "../../tests/factories.ts";
import { QueryCounter } from "../../tests/setup/query-counter.ts";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.ts";
import { engines } from "../../tests/setup/test-db.ts";
import { visitor } from "../policies/actor.ts";
import { runPageQuery } from "./page-preload.ts";

describe.each(engines())("a page's preloaded record on %s", (engine) => {
  let t: TestApp;
  const counter = new QueryCounter();
  let slug = "";

  beforeAll(async () => {
    t = await createTestApp(engine, { plugins: [counter] });
    const creator = await createUser(t.db, { role: "CONTENT_MANAGER" });
    const image = await createImage(t.db);
    const course = await createCourse(t.db, { creator_id: creator.id, avatar_image_id: image.id });
    slug = course.slug;
  });
  afterAll(() => t.close());

  it("reads one course by slug as GET /api/course/get does: the record and its refs, no count", async () => {
    counter.reset();
    const answer = await runPageQuery(
      t.db,
      visitor(),
      { call: "get", resource: "course", by: "slug", value: slug, refNames: ["image", "user"] },
      new Date(),
    );
    expect(answer.items.map((course) => course.slug)).toEqual([slug]);
    expect(answer.total).toBe(1);
    // The page statement and one per ref (decision 049): a count would make it four.
    expect(counter.count).toBe(1 + 2);
  });
});
