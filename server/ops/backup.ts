import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import {
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import SqliteDatabase from "better-sqlite3";
import type { Config } from "../config.ts";
import { parseDatabaseUrl } from "../db/create-db.ts";

const run = promisify(execFile);

/**
 * `npm run backup` / `npm run restore ARCHIVE` (server/ops/README.md). An archive is a dated
 * `.tar.gz` in BACKUP_DIR holding the database (SQLite: a `VACUUM INTO` copy, checked with
 * `PRAGMA integrity_check`; PostgreSQL: a `pg_dump` custom-format dump), the media folder, and
 * a manifest with each file's size and SHA-256, checked again before a restore.
 */

export class OpsError extends Error {}

interface ManifestFile {
  path: string;
  size: number;
  sha256: string;
}
interface Manifest {
  format: 1;
  createdAt: string;
  database: "sqlite" | "postgres";
  files: ManifestFile[];
}

const DB_FILE = { sqlite: "app.db", postgres: "db.dump" } as const;

/** True when `child` is `parent` or inside it. */
function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

async function sha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

async function listFiles(root: string, dir = root): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(root, full)));
    else if (entry.isFile()) out.push(path.relative(root, full));
  }
  return out.sort();
}

function checkSqlite(file: string) {
  const db = new SqliteDatabase(file, { readonly: true });
  try {
    const result = db.pragma("integrity_check", { simple: true });
    if (result !== "ok")
      throw new OpsError(`The database copy failed its integrity check: ${String(result)}`);
  } finally {
    db.close();
  }
}

async function hasCommand(command: string): Promise<boolean> {
  try {
    await run(command, ["--version"]);
    return true;
  } catch {
    return false;
  }
}

const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, "-");

/** Writes an archive of the database and the media folder; returns its path. */
export async function backup(config: Config, now = new Date()): Promise<string> {
  const backupDir = config.backupDir;
  if (isInside(backupDir, config.dataDir)) {
    throw new OpsError(
      `BACKUP_DIR (${backupDir}) is inside DATA_DIR (${config.dataDir}): a backup must survive the loss of that disk. Set BACKUP_DIR elsewhere.`,
    );
  }
  await mkdir(backupDir, { recursive: true });
  const staging = await mkdtemp(path.join(backupDir, ".staging-"));
  try {
    const target = parseDatabaseUrl(config.databaseUrl);
    const dbFile = path.join(staging, DB_FILE[target.kind]);
    if (target.kind === "sqlite") {
      const source = new SqliteDatabase(target.file, { readonly: true, fileMustExist: true });
      try {
        // A consistent copy while the server runs (WAL readers never block it).
        source.prepare("VACUUM INTO ?").run(dbFile);
      } finally {
        source.close();
      }
      checkSqlite(dbFile);
    } else {
      if (!(await hasCommand("pg_dump"))) {
        throw new OpsError(
          "pg_dump is not installed: install the PostgreSQL client tools (e.g. apt-get install postgresql-client) of the server's major version, then run the backup again.",
        );
      }
      await run("pg_dump", ["--format=custom", "--no-owner", `--file=${dbFile}`, target.url]);
    }
    if (existsSync(config.mediaDir))
      await cp(config.mediaDir, path.join(staging, "media"), { recursive: true });

    const files: ManifestFile[] = [];
    for (const file of await listFiles(staging)) {
      const full = path.join(staging, file);
      files.push({ path: file, size: (await stat(full)).size, sha256: await sha256(full) });
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: target.kind,
      files,
    };
    await writeFile(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2));

    const archive = path.join(backupDir, `hocviet-${stamp(now)}.tar.gz`);
    await run("tar", ["-czf", `${archive}.partial`, "-C", staging, "."]);
    // Renamed only once complete: a crash never leaves a half archive under the final name.
    await rename(`${archive}.partial`, archive);
    return archive;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Puts an archive back: checks every file against the manifest (and the SQLite copy's
 * integrity), then replaces the database and the media folder. What was there is kept beside
 * them as `*.before-restore-<time>` (SQLite and media). Run it with the server stopped.
 */
export async function restore(
  config: Config,
  archive: string,
  now = new Date(),
): Promise<Manifest> {
  if (!existsSync(archive)) throw new OpsError(`No such archive: ${archive}`);
  await mkdir(config.dataDir, { recursive: true });
  const work = await mkdtemp(path.join(config.dataDir, ".restore-"));
  try {
    await run("tar", ["-xzf", archive, "-C", work]);
    const manifest = JSON.parse(
      await readFile(path.join(work, "manifest.json"), "utf8"),
    ) as Manifest;
    for (const file of manifest.files) {
      const full = path.join(work, file.path);
      if (!isInside(full, work) || !existsSync(full) || (await sha256(full)) !== file.sha256) {
        throw new OpsError(`The archive is damaged: ${file.path} does not match its manifest.`);
      }
    }
    const target = parseDatabaseUrl(config.databaseUrl);
    if (target.kind !== manifest.database) {
      throw new OpsError(
        `The archive holds a ${manifest.database} database, but DATABASE_URL is ${target.kind}.`,
      );
    }
    const aside = `.before-restore-${stamp(now)}`;
    if (target.kind === "sqlite") {
      const copy = path.join(work, DB_FILE.sqlite);
      checkSqlite(copy);
      for (const suffix of ["", "-wal", "-shm"]) {
        if (existsSync(target.file + suffix))
          await rename(target.file + suffix, target.file + aside + suffix);
      }
      await cp(copy, target.file);
    } else {
      if (!(await hasCommand("pg_restore"))) {
        throw new OpsError(
          "pg_restore is not installed: install the PostgreSQL client tools, then run the restore again.",
        );
      }
      await run("pg_restore", [
        "--clean",
        "--if-exists",
        "--no-owner",
        `--dbname=${target.url}`,
        path.join(work, DB_FILE.postgres),
      ]);
    }
    const media = path.join(work, "media");
    if (existsSync(config.mediaDir)) await rename(config.mediaDir, config.mediaDir + aside);
    if (existsSync(media)) await cp(media, config.mediaDir, { recursive: true });
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
