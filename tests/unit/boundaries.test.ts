import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The boundaries of docs/conventions.md "Boundaries": `web` never imports `server`; `shared` imports neither, nor any
 * Node built-in (it runs in the browser too). Biome's rules cannot express folder-to-folder
 * bans on relative imports, hence this test.
 */
const root = path.resolve(import.meta.dirname, "../..");
const IMPORT =
  /(?:import|export)\s[^"'`]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

function imports(file: string): string[] {
  const text = readFileSync(path.join(root, file), "utf8");
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? "");
}

function violations(dir: string, isForbidden: (target: string, file: string) => boolean) {
  return sourceFiles(dir).flatMap((file) =>
    imports(file)
      .filter((target) => isForbidden(target, file))
      .map((target) => `${file} imports ${target}`),
  );
}

/**
 * The packages shared/ may use: zod, and sanitize-html for rich text and SVG (it parses markup
 * without a DOM, so it runs in the browser and on the server alike).
 */
const SHARED_PACKAGES = ["zod", "sanitize-html"];

const resolvesInto = (target: string, file: string, folder: string) =>
  target.startsWith(".") &&
  path.relative(root, path.resolve(root, path.dirname(file), target)).startsWith(`${folder}/`);

describe("code boundaries", () => {
  it("keeps shared/ free of server, web and Node built-ins", () => {
    const found = violations("shared", (target, file) => {
      if (target.startsWith(".")) {
        return resolvesInto(target, file, "server") || resolvesInto(target, file, "web");
      }
      // Tests may use Node to read fixtures; the shipped modules may not.
      if (file.endsWith(".test.ts")) return false;
      return target.startsWith("node:") || !SHARED_PACKAGES.includes(target.split("/")[0] ?? "");
    });
    expect(found).toEqual([]);
  });

  it("keeps web/ from importing the server", () => {
    expect(violations("web", (target, file) => resolvesInto(target, file, "server"))).toEqual([]);
  });

  // docs/conventions.md: a route handler validates, authorises and answers; its SQL lives in the
  // feature's *.queries.ts (or a named operation), where it can be read and tested on its own.
  it("keeps SQL out of route files", () => {
    const SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom|transaction)\(/;
    const found = sourceFiles("server")
      .filter((file) => file.endsWith(".routes.ts"))
      .filter((file) => SQL.test(readFileSync(path.join(root, file), "utf8")));
    expect(found).toEqual([]);
    expect(SQL.test('await db.selectFrom("user")')).toBe(true);
  });

  it("finds imports at all (the check cannot pass vacuously)", () => {
    expect(imports("server/app.ts").length).toBeGreaterThan(5);
    expect(resolvesInto("../server/app.ts", "web/main.tsx", "server")).toBe(true);
  });
});
