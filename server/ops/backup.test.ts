import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../tests/factories.ts";
import { engines, openTestDb } from "../../tests/setup/test-db.ts";
import { loadConfig } from "../config.ts";
import { createDb } from "../db/create-db.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { backup, OpsError, restore } from "./backup.ts";

// The round trip of `npm run backup` and `npm run restore` on the embedded database: a record
// and an uploaded file written after the backup are gone once it is restored, and those before
// are back.

describe("backup and restore (SQLite and media)", () => {
  let root: string;
  const configOf = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: "test", ...env }, root, { dotenv: false });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "hocviet-backup-"));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("brings back a record and an uploaded file", async () => {
    const config = configOf({ DATA_DIR: "data", BACKUP_DIR: "backups" });
    const open = () => createDb(config.databaseUrl);
    let handle = open();
    await migrateToLatest(handle.db);
    const kept = await createUser(handle.db, { email: "giu-lai@example.com" });
    await mkdir(path.join(config.mediaDir, "images"), { recursive: true });
    const upload = path.join(config.mediaDir, "images", "anh.webp");
    await writeFile(upload, "ảnh gốc");

    // While the database is open and in use, as `npm run backup` next to a running server.
    const archive = await backup(config, new Date("2026-11-25T10:00:00.000Z"));
    expect(archive).toBe(path.join(root, "backups", "hocviet-2026-11-25T10-00-00-000Z.tar.gz"));
    expect(existsSync(archive)).toBe(true);

    await handle.db.deleteFrom("user").where("id", "=", kept.id).execute();
    await createUser(handle.db, { email: "sau-sao-luu@example.com" });
    await rm(upload);
    await handle.close();

    const manifest = await restore(config, archive);
    expect(manifest.database).toBe("sqlite");
    expect(manifest.files.map((f) => f.path)).toEqual(["app.db", "media/images/anh.webp"]);
    handle = open();
    try {
      const emails = await handle.db.selectFrom("user").select("email").execute();
      expect(emails.map((u) => u.email)).toEqual(["giu-lai@example.com"]);
    } finally {
      await handle.close();
    }
    expect(await readFile(upload, "utf8")).toBe("ảnh gốc");
  });

  it("refuses a BACKUP_DIR inside DATA_DIR, and a damaged archive", async () => {
    const inside = configOf({ DATA_DIR: "data2", BACKUP_DIR: "data2/backups" });
    await expect(backup(inside)).rejects.toThrow(OpsError);
    await expect(backup(inside)).rejects.toThrow(/inside DATA_DIR/);
    const config = configOf({ DATA_DIR: "data", BACKUP_DIR: "backups" });
    const bogus = path.join(root, "bogus.tar.gz");
    await writeFile(bogus, "not an archive");
    await expect(restore(config, bogus)).rejects.toThrow();
    await expect(restore(config, path.join(root, "missing.tar.gz"))).rejects.toThrow(
      /No such archive/,
    );
  });
});

describe.skipIf(!engines().includes("postgres"))("backup and restore (PostgreSQL)", () => {
  it("restores a pg_dump archive over later changes", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "hocviet-backup-pg-"));
    const t = await openTestDb("postgres");
    try {
      const config = loadConfig(
        { NODE_ENV: "test", DATA_DIR: "data", BACKUP_DIR: "backups", DATABASE_URL: t.url },
        root,
        { dotenv: false },
      );
      await createUser(t.db, { email: "giu-lai@example.com" });
      const archive = await backup(config);
      await createUser(t.db, { email: "sau-sao-luu@example.com" });
      // pg_restore drops and re-creates the tables: no open connection may hold them.
      await t.db.destroy();
      expect((await restore(config, archive)).database).toBe("postgres");
      const again = createDb(t.url);
      try {
        const emails = await again.db.selectFrom("user").select("email").execute();
        expect(emails.map((u) => u.email)).toEqual(["giu-lai@example.com"]);
      } finally {
        await again.close();
      }
    } finally {
      await t.close().catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    }
  });
});
