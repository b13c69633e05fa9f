import { normalizeSearch } from "../../shared/search.ts";
import type { UserRole } from "../db/schema.ts";
import { type PersonSeed, STAFF, STUDENTS } from "./content/people.ts";
import type { StaffKey, StudentKey } from "./content/types.ts";
import { counted, daysAgo, idOf, imageId, type WriteContext } from "./context.ts";
import { imageKeys } from "./images.ts";

export interface SeedAccount {
  email: string;
  role: UserRole;
  fullName: string;
}

/**
 * Inserts the staff and students (ACTIVE, e-mail verified, one shared password hash). An
 * address that already exists (ADMIN_EMAIL chosen equal to a demo one) is kept as it is and
 * used in that account's place.
 */
export async function insertPeople(
  ctx: WriteContext,
  passwordHash: string,
): Promise<SeedAccount[]> {
  const people = [...Object.entries(STAFF), ...Object.entries(STUDENTS)] as [
    StaffKey | StudentKey,
    PersonSeed,
  ][];
  const existing = await ctx.db
    .selectFrom("user")
    .select(["id", "email"])
    .where(
      "email",
      "in",
      people.map(([, person]) => person.email),
    )
    .execute();
  const accounts: SeedAccount[] = [];
  for (const [key, person] of people) {
    const found = existing.find((u) => u.email === person.email);
    if (found) {
      ctx.users[key] = found.id;
      continue;
    }
    const created = daysAgo(ctx.now, person.createdDaysAgo);
    const { id } = await ctx.db
      .insertInto("user")
      .values({
        email: person.email,
        password_hash: passwordHash,
        full_name: person.fullName,
        title: person.title,
        phone: person.phone,
        introduction: person.introduction,
        role: person.role,
        status: "ACTIVE",
        locale: "vi",
        email_verified_time: new Date(Date.parse(created) + 10 * 60 * 1000).toISOString(),
        create_time: created,
        update_time: created,
        search_text: normalizeSearch(person.fullName),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ctx.users[key] = id;
    counted(ctx, "user");
    accounts.push({ email: person.email, role: person.role, fullName: person.fullName });
  }
  return accounts;
}

/** Profile pictures, once the images exist (image rows need their uploader first). */
export async function setStaffAvatars(ctx: WriteContext): Promise<void> {
  for (const [key, person] of Object.entries(STAFF) as [StaffKey, PersonSeed][]) {
    if (!person.avatar) continue;
    await ctx.db
      .updateTable("user")
      .set({ avatar_image_id: imageId(ctx, imageKeys.staff(key)) })
      .where("id", "=", idOf(ctx.users, key, "user"))
      .where("avatar_image_id", "is", null)
      .execute();
  }
}

/** A few ACTIVE enrollments and favourites, so that "My courses" is not empty for students. */
const ENROLLMENTS: { student: StudentKey; course: string; daysAgo: number }[] = [
  { student: "student1", course: "lap-trinh-python-co-ban", daysAgo: 40 },
  { student: "student1", course: "excel-van-phong-tu-co-ban-den-nang-cao", daysAgo: 25 },
  { student: "student1", course: "tieng-anh-cho-nguoi-moi-bat-dau", daysAgo: 10 },
  { student: "student2", course: "lap-trinh-web-voi-javascript", daysAgo: 15 },
  // An archived course stays in its students' library (lifetime access).
  { student: "student3", course: "lap-trinh-php-va-mysql", daysAgo: 200 },
];

const FAVORITES: { student: StudentKey; course: string }[] = [
  { student: "student1", course: "lap-trinh-reactjs-tu-a-den-z" },
  { student: "student1", course: "thiet-ke-ui-ux-voi-figma" },
  { student: "student2", course: "lap-trinh-nodejs-va-rest-api" },
];

export async function insertEnrollments(ctx: WriteContext): Promise<void> {
  for (const e of ENROLLMENTS) {
    const course = ctx.courses.get(e.course);
    if (!course) throw new Error(`Seed enrollment: no course ${e.course}`);
    const time = daysAgo(ctx.now, e.daysAgo);
    await ctx.db
      .insertInto("enrollment")
      .values({
        user_id: idOf(ctx.users, e.student, "student"),
        course_id: course.id,
        status: "ACTIVE",
        // Bought before the running promotions started: the list price was paid.
        fee: course.price,
        order_id: null,
        create_time: time,
        activate_time: time,
      })
      .execute();
    counted(ctx, "enrollment");
  }
  for (const f of FAVORITES) {
    const course = ctx.courses.get(f.course);
    if (!course) throw new Error(`Seed favourite: no course ${f.course}`);
    await ctx.db
      .insertInto("favorite")
      .values({
        user_id: idOf(ctx.users, f.student, "student"),
        course_id: course.id,
        create_time: daysAgo(ctx.now, 3),
      })
      .execute();
    counted(ctx, "favorite");
  }
}
