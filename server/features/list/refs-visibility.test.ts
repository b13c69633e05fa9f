import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ENROLLMENT_STATUSES,
  ROLES,
  STAFF_ROLES,
  VISIBILITIES,
} from "../../../shared/constants.ts";
import {
  createArticle,
  createChapter,
  createComboWithCourses,
  createCourse,
  createEnrollment,
  createLesson,
  createOrder,
  createPromotion,
  createUser,
} from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { RESOURCES } from "./registry.ts";

/**
 * Refs × roles (docs/decisions/011): whatever resource is listed with whatever refs, by whoever,
 * no referenced course, promotion, combo or user comes back that the actor could not read on its
 * own. The worlds are random (visibilities, promotions, combos, enrollments of every status,
 * orders, creators of every role); the oracle below is written from the rule, independently of
 * the scopes it checks, and reads the database for each row that came back.
 */

const staff = new Set<string>(STAFF_ROLES);
/** Who manages courses, promotions and combos, and sees them all, hidden or not. */
const MANAGERS = new Set(["ADMIN", "ADMIN_TRIAL"]);

const world = fc.record({
  promotions: fc.array(fc.constantFrom(...VISIBILITIES), { minLength: 1, maxLength: 3 }),
  courses: fc.array(
    fc.record({
      visibility: fc.constantFrom(...VISIBILITIES),
      promotion: fc.option(fc.nat(2)),
      creatorRole: fc.constantFrom(...ROLES),
      enrollment: fc.option(fc.constantFrom(...ENROLLMENT_STATUSES)),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  combos: fc.array(
    fc.record({
      visibility: fc.constantFrom(...VISIBILITIES),
      courses: fc.array(fc.nat(3), { minLength: 1, maxLength: 3 }),
    }),
    { maxLength: 2 },
  ),
  orderOf: fc.option(fc.nat(3)),
  actor: fc.constantFrom("visitor", ...ROLES),
});

type World = typeof world extends fc.Arbitrary<infer T> ? T : never;

describe.each(engines())("refs respect the target's visibility on %s", (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  /** Builds one world; answers the actor's id (null for a visitor) and its request cookie. */
  async function build(w: World) {
    const actor = w.actor === "visitor" ? null : await createUser(t.db, { role: w.actor as never });
    const promotions = [];
    for (const visibility of w.promotions)
      promotions.push(await createPromotion(t.db, { visibility }));
    const courses: Array<{ id: number }> = [];
    for (const c of w.courses) {
      const creator = await createUser(t.db, { role: c.creatorRole });
      const promotion = c.promotion === null ? null : promotions[c.promotion % promotions.length];
      const course = await createCourse(t.db, {
        visibility: c.visibility,
        creator_id: creator.id,
        promotion_id: promotion?.id ?? null,
      });
      const chapter = await createChapter(t.db, { course_id: course.id, name: "Chương 1" });
      await createLesson(t.db, { course_id: course.id, chapter_id: chapter.id, name: "Bài 1" });
      await createArticle(t.db, { creator_id: creator.id });
      if (actor && c.enrollment) {
        await createEnrollment(t.db, {
          user_id: actor.id,
          course_id: course.id,
          status: c.enrollment,
        });
      }
      courses.push(course);
    }
    for (const combo of w.combos) {
      const ids = [...new Set(combo.courses.map((i) => courses[i % courses.length]!.id))];
      await createComboWithCourses(t.db, ids, { visibility: combo.visibility });
    }
    if (actor && w.orderOf !== null) {
      const course = courses[w.orderOf % courses.length]!;
      const owned = w.courses[w.orderOf % courses.length]!.enrollment !== null;
      if (!owned) await createOrder(t.db, { user_id: actor.id, lines: [{ course_id: course.id }] });
    }
    const cookie = actor ? (await signIn(t, actor.id)).cookie : undefined;
    return { actorId: actor?.id ?? null, role: actor ? w.actor : null, cookie };
  }

  /** Whether the actor may read this row of the target on its own (the rule, from the data). */
  async function mayRead(
    target: string,
    id: number,
    actorId: number | null,
    role: string | null,
  ): Promise<boolean> {
    if (target === "course") {
      if (role && MANAGERS.has(role)) return true;
      const course = await t.db
        .selectFrom("course")
        .select("visibility")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      if (course.visibility === "PUBLIC") return true;
      if (actorId === null) return false;
      const owned = await t.db
        .selectFrom("enrollment")
        .select("id")
        .where("user_id", "=", actorId)
        .where("course_id", "=", id)
        .where("status", "in", ["ACTIVE", "COMPLETED"])
        .executeTakeFirst();
      return owned !== undefined;
    }
    if (target === "promotion" || target === "combo") {
      if (role && MANAGERS.has(role)) return true;
      const row = await t.db
        .selectFrom(target)
        .select("visibility")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return row.visibility === "PUBLIC";
    }
    if (target === "user") {
      if (role && staff.has(role)) return true;
      if (id === actorId) return true;
      const user = await t.db
        .selectFrom("user")
        .select("role")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return staff.has(user.role);
    }
    return true; // other targets are not hidden by a visibility of their own
  }

  it("never reveal a hidden course, promotion, combo or another student, for any role", async () => {
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        const { actorId, role, cookie } = await build(w);
        for (const resource of RESOURCES) {
          const refNames = Object.keys(resource.refs ?? {});
          if (refNames.length === 0) continue;
          const query = new URLSearchParams({
            refNames: JSON.stringify(refNames),
            orders: JSON.stringify([["id", "desc"]]),
            limit: "100",
          });
          const res = await t.app.inject({
            url: `/api/${resource.name}/list?${query}`,
            headers: cookie ? { cookie } : {},
          });
          expect(res.statusCode, `${resource.name} as ${role ?? "visitor"}`).toBeLessThan(500);
          if (res.statusCode !== 200) continue; // the actor may not list this resource
          const refs = res.json().data.refs as Record<string, Record<string, unknown>>;
          for (const [name, rows] of Object.entries(refs)) {
            const target = resource.refs?.[name]?.resource ?? name;
            for (const id of Object.keys(rows)) {
              const readable = await mayRead(target, Number(id), actorId, role);
              expect(
                readable,
                `${resource.name}.${name} → ${target} ${id} as ${role ?? "visitor"}`,
              ).toBe(true);
            }
          }
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
