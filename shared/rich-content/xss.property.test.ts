import fc from "fast-check";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { renderRichContent } from "./render.ts";
import { sanitizeHtml } from "./sanitize.ts";
import {
  BLOCK_TYPES,
  ENTITY_TYPES,
  INLINE_STYLES,
  MUTABILITIES,
  type RichContent,
  type RichEntity,
} from "./schema.ts";
import { safeUrl } from "./urls.ts";

/**
 * Property tests of the "Done when": no input makes the renderer (or the sanitizer) emit
 * a script, an event handler or a `javascript:` URL. The output is read back by a real HTML
 * parser (happy-dom, scripts off), not by the code under test.
 */

const window = new Window();
const URL_ATTRIBUTES = ["href", "src", "poster", "action", "formaction", "xlink:href", "data"];

/** Everything dangerous a browser would find in `html`; empty when it is safe. */
function dangers(html: string): string[] {
  const found: string[] = [];
  if (/<script/i.test(html)) found.push("script tag text");
  const template = window.document.createElement("template");
  template.innerHTML = html;
  const elements = [...template.content.querySelectorAll("*")];
  for (const element of elements) {
    const tag = element.tagName.toLowerCase();
    if (["script", "object", "embed", "base", "meta", "link", "form"].includes(tag)) {
      found.push(`<${tag}>`);
    }
    for (const { name, value: raw } of [...element.attributes]) {
      const value = raw ?? "";
      if (/^on/i.test(name)) found.push(`${tag} ${name}`);
      if (name === "style") found.push(`${tag} style`);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip them in URLs
      const compact = value.replace(/[\s\u0000-\u001f]+/g, "").toLowerCase();
      if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript|data):/.test(compact)) {
        found.push(`${tag} ${name}=${value}`);
      }
    }
    if (tag === "iframe" && safeUrl(element.getAttribute("src") ?? "", "iframe") === null) {
      found.push(`iframe ${element.getAttribute("src")}`);
    }
  }
  return found;
}

const HOSTILE = [
  "<script>alert(1)</script>",
  "</p><script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '" onerror="alert(1)',
  "' onmouseover='alert(1)",
  "javascript:alert(1)",
  " JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "\u0001javascript:alert(1)",
  "&#106;avascript:alert(1)",
  "jav&#x61;script&colon;alert(1)",
  "vbscript:msgbox(1)",
  "data:text/html,<script>alert(1)</script>",
  "//evil.example/x",
  "/\\evil.example",
  "https://www.youtube.com/embed/x",
  "https://www.youtube.com/watch?v=x",
  "https://evil.example/embed/x",
  'https://player.vimeo.com/video/1" onload="alert(1)',
  "<svg onload=alert(1)>",
  "<iframe src=javascript:alert(1)></iframe>",
  "<a href=javascript:alert(1)>x</a>",
  "<style>@import 'x'</style>",
  "<!--<script>-->",
  "<![CDATA[<script>]]>",
  "\n",
  "&",
  "<",
  ">",
  '"',
  "/media/videos/2026/11/abc.mp4",
];

const hostileText = fc
  .array(fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 12 })), { maxLength: 6 })
  .map((parts) => parts.join(""));
const size = fc.option(fc.integer({ min: 1, max: 2000 }), { nil: undefined });

const entity: fc.Arbitrary<RichEntity> = fc
  .record({
    type: fc.constantFrom(...ENTITY_TYPES),
    mutability: fc.constantFrom(...MUTABILITIES),
    url: hostileText,
    title: fc.option(hostileText, { nil: undefined }),
    width: size,
    height: size,
    target: fc.option(fc.constantFrom("_blank" as const, "_self" as const), { nil: undefined }),
    rel: fc.option(hostileText, { nil: undefined }),
  })
  .map(({ type, mutability, url, title, width, height, target, rel }): RichEntity => {
    switch (type) {
      case "LINK":
        return { type, mutability, data: { url, title, target, rel } };
      case "AUDIO":
        return { type, mutability, data: { src: url, title } };
      case "IMAGE":
        return { type, mutability, data: { src: url, title, alt: title, width, height } };
      default:
        return { type, mutability, data: { src: url, title, width, height } };
    }
  });

/** A range inside a text of `length` characters, from two free numbers. */
const range = (length: number, a: number, b: number) => {
  const offset = a % (length + 1);
  return { offset, length: b % (length - offset + 1) };
};

const content: fc.Arbitrary<RichContent> = fc
  .record({
    entities: fc.array(entity, { maxLength: 4 }),
    blocks: fc.array(
      fc.record({
        type: fc.constantFrom(...BLOCK_TYPES),
        text: hostileText,
        depth: fc.integer({ min: 0, max: 4 }),
        styles: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom(...INLINE_STYLES)), {
          maxLength: 3,
        }),
        links: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { maxLength: 3 }),
      }),
      { maxLength: 8 },
    ),
  })
  .map(({ entities, blocks }) => ({
    entityMap: Object.fromEntries(entities.map((e, i) => [String(i), e])),
    blocks: blocks.map((b, index) => ({
      key: `k${index}`,
      type: b.type,
      text: b.text,
      depth: b.depth,
      data: {},
      inlineStyleRanges: b.styles.map(([x, y, style]) => ({
        ...range(b.text.length, x, y),
        style,
      })),
      entityRanges:
        entities.length === 0
          ? []
          : b.links.map(([x, y, k]) => ({
              ...range(b.text.length, x, y),
              key: k % entities.length,
            })),
    })),
  }));

/** 400 documents through the renderer, sanitize-html and happy-dom: seconds on a busy machine. */
const PROPERTY_TIMEOUT = 30_000;

describe("the renderer never emits script", () => {
  it("holds for any content, hostile text and URLs included", { timeout: PROPERTY_TIMEOUT }, () => {
    fc.assert(
      fc.property(content, (c) => {
        expect(dangers(renderRichContent(c))).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it("is caught by the check when it would (the check itself works)", () => {
    expect(dangers('<a href=" javascript:alert(1)">x</a>')).not.toEqual([]);
    expect(dangers('<img src="x" onerror="alert(1)">')).not.toEqual([]);
    expect(dangers("<p>&lt;script&gt;</p>")).toEqual([]);
  });
});

const markupPiece = fc.constantFrom(
  "<",
  ">",
  "</",
  "/>",
  " ",
  "=",
  '"',
  "'",
  "\n",
  "&",
  "&#60;",
  "&lt;",
  "<!--",
  "-->",
  "<![CDATA[",
  "]]>",
  "<!DOCTYPE x [<!ENTITY a 'b'>]>",
  ...["script", "ScRiPt", "img", "a", "iframe", "svg", "math", "style", "textarea", "title"],
  ...["p", "video", "source", "object", "embed", "noscript", "template", "table", "td"],
  " onerror=alert(1)",
  " onload='alert(1)'",
  " href=javascript:alert(1)",
  ' src="jav&#x61;script:alert(1)"',
  " href='&#106;avascript&colon;alert(1)'",
  ' src="https://www.youtube.com/embed/a"',
  ' src="https://evil.example/embed/a"',
  ' target="_blank"',
  ' style="background:url(javascript:alert(1))"',
);
const markup = fc
  .array(fc.oneof(markupPiece, fc.string({ maxLength: 6 })), { maxLength: 30 })
  .map((parts) => parts.join(""));

describe("the sanitizer", () => {
  it.each(["short", "rich"] as const)("never lets script through (%s tag set)", (tagSet) => {
    fc.assert(
      fc.property(markup, (html) => {
        expect(dangers(sanitizeHtml(html, tagSet))).toEqual([]);
      }),
      { numRuns: 600 },
    );
  });

  it("is stable: cleaning clean output changes nothing", () => {
    fc.assert(
      fc.property(markup, (html) => {
        const once = sanitizeHtml(html, "rich");
        expect(sanitizeHtml(once, "rich")).toBe(once);
      }),
      { numRuns: 400 },
    );
  });
});
