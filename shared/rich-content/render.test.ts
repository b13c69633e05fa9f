import { describe, expect, it } from "vitest";
import { renderRichContent } from "./render.ts";
import type { RichBlock, RichContent, RichEntity } from "./schema.ts";

let keys = 0;
function block(type: RichBlock["type"], text: string, extra: Partial<RichBlock> = {}): RichBlock {
  return {
    key: `b${keys++}`,
    type,
    text,
    depth: 0,
    inlineStyleRanges: [],
    entityRanges: [],
    data: {},
    ...extra,
  };
}

const doc = (blocks: RichBlock[], entityMap: Record<string, RichEntity> = {}): RichContent => ({
  blocks,
  entityMap,
});

describe("renderRichContent", () => {
  it("renders each block type with its tag", () => {
    const html = renderRichContent(
      doc([
        block("header-two", "H2"),
        block("header-three", "H3"),
        block("header-four", "H4"),
        block("header-five", "H5"),
        block("unstyled", "Đoạn văn"),
        block("blockquote", "Trích dẫn"),
        block("unstyled", ""),
      ]),
    );
    expect(html).toBe(
      "<h2>H2</h2><h3>H3</h3><h4>H4</h4><h5>H5</h5><p>Đoạn văn</p><blockquote>Trích dẫn</blockquote><p><br></p>",
    );
  });

  it("applies inline styles by UTF-16 offsets, overlapping ones too", () => {
    const html = renderRichContent(
      doc([
        block("unstyled", "Lập trình web", {
          inlineStyleRanges: [
            { offset: 0, length: 9, style: "BOLD" },
            { offset: 4, length: 9, style: "ITALIC" },
            { offset: 10, length: 3, style: "UNDERLINE" },
            { offset: 12, length: 1, style: "CODE" },
          ],
        }),
      ]),
    );
    expect(html).toBe(
      "<p><strong>Lập </strong><strong><em>trình</em></strong><em> </em><em><u>we</u></em><em><u><code>b</code></u></em></p>",
    );
  });

  it("escapes text and keeps line breaks", () => {
    expect(renderRichContent(doc([block("unstyled", 'a < b & "c"\nd')]))).toBe(
      "<p>a &lt; b &amp; &quot;c&quot;<br>d</p>",
    );
  });

  it("renders links, opening other sites in a new tab without the opener", () => {
    const text = "Xem khoá học và trang ngoài";
    const html = renderRichContent(
      doc(
        [
          block("unstyled", text, {
            entityRanges: [
              { offset: text.indexOf("khoá"), length: "khoá học".length, key: 0 },
              { offset: text.indexOf("ngoài"), length: "ngoài".length, key: 1 },
            ],
          }),
        ],
        {
          "0": { type: "LINK", mutability: "MUTABLE", data: { url: "/courses/lap-trinh" } },
          "1": {
            type: "LINK",
            mutability: "MUTABLE",
            data: { url: "https://example.com", target: "_blank", title: "Ví dụ" },
          },
        },
      ),
    );
    expect(html).toBe(
      '<p>Xem <a href="/courses/lap-trinh">khoá học</a> và trang <a href="https://example.com" title="Ví dụ" target="_blank" rel="noopener noreferrer">ngoài</a></p>',
    );
  });

  it("leaves the text of a link with a forbidden URL plain", () => {
    const html = renderRichContent(
      doc([block("unstyled", "bấm", { entityRanges: [{ offset: 0, length: 3, key: 0 }] })], {
        "0": { type: "LINK", mutability: "MUTABLE", data: { url: "javascript:alert(1)" } },
      }),
    );
    expect(html).toBe("<p>bấm</p>");
  });

  it("nests list items by depth and closes every level", () => {
    const html = renderRichContent(
      doc([
        block("unordered-list-item", "a"),
        block("unordered-list-item", "a.1", { depth: 1 }),
        block("unordered-list-item", "a.1.1", { depth: 2 }),
        block("unordered-list-item", "b"),
        block("ordered-list-item", "1"),
        // A jump of three levels nests one level only.
        block("ordered-list-item", "1.1", { depth: 3 }),
        block("unstyled", "sau"),
      ]),
    );
    expect(html).toBe(
      "<ul><li>a<ul><li>a.1<ul><li>a.1.1</li></ul></li></ul></li><li>b</li></ul>" +
        "<ol><li>1<ol><li>1.1</li></ol></li></ol><p>sau</p>",
    );
  });

  it("joins consecutive code blocks into one listing", () => {
    const html = renderRichContent(
      doc([block("code-block", "const a = 1;"), block("code-block", "if (a < 2) {}")]),
    );
    expect(html).toBe("<pre><code>const a = 1;\nif (a &lt; 2) {}</code></pre>");
  });

  it("renders atomic media blocks as figures", () => {
    const entities: Record<string, RichEntity> = {
      "0": {
        type: "IMAGE",
        mutability: "IMMUTABLE",
        data: { src: "/media/images/2026/11/abc.jpg", title: "Sơ đồ", width: 640, height: 480 },
      },
      "1": {
        type: "VIDEO",
        mutability: "IMMUTABLE",
        data: { src: "/media/videos/2026/11/abc.mp4", title: "Bài 1" },
      },
      "2": { type: "AUDIO", mutability: "IMMUTABLE", data: { src: "/media/audios/a.mp3" } },
      "3": {
        type: "IFRAME",
        mutability: "IMMUTABLE",
        data: { src: "https://www.youtube.com/embed/abc", title: "YouTube", width: 560 },
      },
    };
    const atomic = (key: number) =>
      block("atomic", " ", { entityRanges: [{ offset: 0, length: 1, key }] });
    const html = renderRichContent(doc([atomic(0), atomic(1), atomic(2), atomic(3)], entities));
    expect(html).toBe(
      '<figure><img src="/media/images/2026/11/abc.jpg" alt="Sơ đồ" title="Sơ đồ" width="640" height="480" loading="lazy"><figcaption>Sơ đồ</figcaption></figure>' +
        '<figure><video src="/media/videos/2026/11/abc.mp4" title="Bài 1" controls="" preload="metadata"></video><figcaption>Bài 1</figcaption></figure>' +
        '<figure><audio src="/media/audios/a.mp3" controls="" preload="metadata"></audio></figure>' +
        '<figure><iframe src="https://www.youtube.com/embed/abc" title="YouTube" width="560" loading="lazy" allowfullscreen="" sandbox="allow-scripts allow-same-origin allow-popups allow-presentation" referrerpolicy="strict-origin-when-cross-origin"></iframe></figure>',
    );
  });

  it("drops iframes outside the allow-list and media with unsafe sources", () => {
    const html = renderRichContent(
      doc(
        [0, 1, 2].map((key) =>
          block("atomic", " ", { entityRanges: [{ offset: 0, length: 1, key }] }),
        ),
        {
          "0": {
            type: "IFRAME",
            mutability: "IMMUTABLE",
            data: { src: "https://evil.example/embed/x" },
          },
          "1": {
            type: "IFRAME",
            mutability: "IMMUTABLE",
            data: { src: "https://www.youtube.com/watch?v=x" },
          },
          "2": { type: "IMAGE", mutability: "IMMUTABLE", data: { src: "javascript:alert(1)" } },
        },
      ),
    );
    expect(html).toBe("");
  });

  it("renders nothing for no content", () => {
    expect(renderRichContent(null)).toBe("");
    expect(renderRichContent({ blocks: [], entityMap: {} })).toBe("");
  });
});
