import { randomUUID } from "node:crypto";
import { access, rename, rm, writeFile } from "node:fs/promises";
import type { Kysely } from "kysely";
import pLimit from "p-limit";
import { MODERN_IMAGE_EXTENSION, modernCopyWidths } from "../../../shared/media.ts";
import type { Database } from "../../db/schema.ts";
import { encodeImage, MODERN_COPY_FORMAT } from "../../storage/image-format.ts";
import { filePath } from "../../storage/paths.ts";
import type { MediaTarget } from "./media-path.ts";

/**
 * The AVIF copy of an image stored before decision 051 is made on its first request: the page
 * names it (shared/media.ts `modernSrcSet` is a rule on the row, not a list of written files),
 * so nothing needs running after an upgrade or a restore. Only a copy the rule gives to a stored
 * row is ever made; concurrent requests for one copy share one encode; the file appears whole
 * (written beside, then renamed); at most ENCODES_AT_ONCE encodes run, one per core, since a
 * page of old images asks for all of them at once.
 */

const ENCODES_AT_ONCE = 2;
const inFlight = new Map<string, Promise<boolean>>();
const limited = pLimit(ENCODES_AT_ONCE);

/**
 * Whether the AVIF file `target` names exists once this returns, made from its JPEG or PNG
 * variant when it was missing. False (a 404) for a URL that is not a copy of a stored image.
 */
export async function ensureModernCopy(
  db: Kysely<Database>,
  mediaDir: string,
  target: MediaTarget,
): Promise<boolean> {
  const width = target.variantWidth ?? 0;
  const name = { path: target.path, basename: target.basename };
  const file = filePath(mediaDir, { ...name, extension: MODERN_IMAGE_EXTENSION }, width);
  if (await exists(file)) return true;
  const row = await db
    .selectFrom("image")
    .select(["path", "basename", "extension", "width", "height", "variants"])
    .where("path", "=", target.path)
    .where("basename", "=", target.basename)
    .executeTakeFirst();
  if (!row || !modernCopyWidths(row).includes(width)) return false;
  const source = filePath(mediaDir, row, width);
  let made = inFlight.get(file);
  if (!made) {
    made = limited(() => writeCopy(source, file)).finally(() => inFlight.delete(file));
    inFlight.set(file, made);
  }
  return made;
}

async function writeCopy(source: string, file: string): Promise<boolean> {
  if (await exists(file)) return true; // made meanwhile (another process, or before the queue)
  if (!(await exists(source))) return false;
  const copy = await encodeImage(source, MODERN_COPY_FORMAT, {});
  const part = `${file}.${randomUUID()}.part`;
  try {
    await writeFile(part, copy.data, { flag: "wx" });
    await rename(part, file);
  } finally {
    await rm(part, { force: true });
  }
  return true;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
