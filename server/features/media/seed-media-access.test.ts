import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assetUrl } from "../../../shared/media.ts";
import { createEnrollment, createUser } from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { seedDemo } from "../../seed/seed.ts";
import { tempDataDir } from "./test-support.ts";

// Generating the demo's images and clips takes ~10 s on two cores; leave room on a busy CI.
const SEED_TIMEOUT = 120_000;

const FILE_TABLE = { video_id: "video", audio_id: "audio", document_id: "document" } as const;
type FileColumn = keyof typeof FILE_TABLE;

interface LessonFile {
  lesson: string;
  course: number;
  url: string;
}

/**
 * The demo catalogue as the seed writes it (rows and files on disk): a paid lesson's file must
 * not be reachable through a preview lesson that happens to use the same file, since the media
 * server opens every file a preview lesson of a public course uses.
 */
describe.each(engines())("the seeded catalogue's paid lesson files on %s", (engine) => {
  let t: TestApp;
  let dataDir: string;
  let student: { cookie?: string };
  const paid: LessonFile[] = [];

  beforeAll(async () => {
    dataDir = tempDataDir("seed-media");
    t = await createTestApp(engine, { env: { DATA_DIR: dataDir } });
    expect(await seedDemo(t.db, { mediaDir: t.config.mediaDir })).not.toBeNull();

    const lessons = await t.db
      .selectFrom("lesson")
      .select(["name", "course_id", "video_id", "audio_id", "document_id"])
      .where("is_preview", "=", 0)
      .execute();
    for (const column of Object.keys(FILE_TABLE) as FileColumn[]) {
      const table = FILE_TABLE[column];
      const files = new Map(
        (
          await t.db.selectFrom(table).select(["id", "path", "basename", "extension"]).execute()
        ).map((f) => [Number(f.id), f]),
      );
      for (const lesson of lessons) {
        const file = lesson[column] === null ? undefined : files.get(Number(lesson[column]));
        if (!file) continue;
        paid.push({ lesson: lesson.name, course: Number(lesson.course_id), url: assetUrl(file) });
      }
    }
    const user = await createUser(t.db, { role: "CLIENT" });
    for (const course of new Set(paid.map((p) => p.course))) {
      await createEnrollment(t.db, { user_id: user.id, course_id: course, status: "ACTIVE" });
    }
    student = await signIn(t, user.id);
  }, SEED_TIMEOUT);

  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("has paid video, audio and document lessons to check", () => {
    const kinds = new Set(paid.map((p) => p.url.split("/")[2]));
    expect(kinds).toEqual(new Set(["videos", "audios", "documents"]));
  });

  it("refuses every paid lesson's file to a visitor", async () => {
    const open: string[] = [];
    for (const { lesson, url } of paid) {
      const response = await t.app.inject({ url, headers: { range: "bytes=0-99" } });
      if (response.statusCode !== 403) open.push(`${response.statusCode} ${lesson} ${url}`);
    }
    expect(open, "paid lesson files a visitor can read").toEqual([]);
  });

  it("serves every paid lesson's file to an enrolled student, by ranges", async () => {
    const refused: string[] = [];
    for (const { lesson, url } of paid) {
      const response = await t.app.inject({ url, headers: { range: "bytes=0-99", ...student } });
      if (response.statusCode !== 206 || response.rawPayload.length !== 100) {
        refused.push(`${response.statusCode} ${lesson} ${url}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
