import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The rich-text editor's Tiptap, ProseMirror and @mantine/tiptap (with its styles) must load only
 * when the editor is shown: what a form imports (web/components/rich-editor/index.ts) reaches
 * them through a dynamic import() alone, so the bundler puts them in a chunk of their own.
 */
const root = path.resolve(import.meta.dirname, "../..");
const STATIC_IMPORT =
  /^\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']/gm;

function staticImports(file: string): string[] {
  const text = readFileSync(path.join(root, file), "utf8");
  return [...text.matchAll(STATIC_IMPORT)].map((m) => m[1] ?? m[2] ?? "");
}

/** Every package a file pulls in statically, following this repository's own files. */
function staticPackages(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const target of staticImports(file)) {
      if (target.startsWith(".")) {
        if (/\.(ts|tsx)$/.test(target)) visit(path.join(path.dirname(file), target));
      } else packages.add(target);
    }
  };
  visit(entry);
  return packages;
}

describe("rich-text editor chunk", () => {
  it("is reached from the editor's entry only through a dynamic import", () => {
    const packages = [...staticPackages("web/components/rich-editor/index.ts")];
    expect(packages.filter((p) => /^@tiptap\/|^@mantine\/tiptap/.test(p))).toEqual([]);
    const lazy = readFileSync(
      path.join(root, "web/components/rich-editor/RichTextEditor.tsx"),
      "utf8",
    );
    expect(lazy).toMatch(/lazy\(\(\) => import\("\.\/TiptapEditor\.tsx"\)\)/);
    expect([...staticPackages("web/components/rich-editor/TiptapEditor.tsx")]).toEqual(
      expect.arrayContaining([
        "@tiptap/react",
        "@mantine/tiptap",
        "@mantine/tiptap/styles.layer.css",
      ]),
    );
  });
});
