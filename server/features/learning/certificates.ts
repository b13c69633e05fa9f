import type { Kysely } from "kysely";
import {
  CERTIFICATE_CODE_PATTERN,
  type CertificateRecord,
  type MyCertificate,
} from "../../../shared/schemas/learning.ts";
import type { Database } from "../../db/schema.ts";

type Db = Kysely<Database>;

/**
 * A certificate as its public page shows it, or undefined for an unknown code. A code that
 * cannot be one is not looked up: it is as unknown as any other.
 */
export async function findCertificateRecord(
  db: Db,
  code: string,
  issuer: string,
): Promise<CertificateRecord | undefined> {
  if (!CERTIFICATE_CODE_PATTERN.test(code)) return undefined;
  const row = await db
    .selectFrom("certificate")
    .leftJoin("course", "course.id", "certificate.course_id")
    .select([
      "certificate.code",
      "certificate.student_name",
      "certificate.course_name",
      "certificate.issue_time",
      "course.slug as course_slug",
    ])
    .where("certificate.code", "=", code)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    code: row.code,
    student_name: row.student_name,
    course_name: row.course_name,
    course_slug: row.course_slug ?? null,
    issue_time: row.issue_time,
    issuer,
  };
}

/** The user's own certificates, newest first. */
export async function myCertificates(db: Db, userId: number): Promise<MyCertificate[]> {
  const rows = await db
    .selectFrom("certificate")
    .leftJoin("course", "course.id", "certificate.course_id")
    .select([
      "certificate.code",
      "certificate.course_id",
      "certificate.course_name",
      "certificate.issue_time",
      "course.slug as course_slug",
    ])
    .where("certificate.user_id", "=", userId)
    .orderBy("certificate.issue_time", "desc")
    .orderBy("certificate.id", "desc")
    .execute();
  return rows.map((row) => ({
    code: row.code,
    course_id: Number(row.course_id),
    course_name: row.course_name,
    course_slug: row.course_slug ?? null,
    issue_time: row.issue_time,
  }));
}
