import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize.ts";

describe("sanitizeHtml, short-text tag set", () => {
  it("keeps inline marks and links, unwraps block tags", () => {
    expect(
      sanitizeHtml('<p>Học <b>nhanh</b>, <em>vui</em> <a href="/help">hơn</a></p>', "short"),
    ).toBe('Học <b>nhanh</b>, <em>vui</em> <a href="/help">hơn</a>');
  });

  it("removes scripts with their content and event handlers", () => {
    expect(sanitizeHtml('<b onclick="x()">a</b><script>alert(1)</script>b', "short")).toBe(
      "<b>a</b>b",
    );
  });

  it("drops media and iframes, which only rich text may have", () => {
    expect(
      sanitizeHtml(
        '<img src="/a.jpg">x<iframe src="https://www.youtube.com/embed/a"></iframe>',
        "short",
      ),
    ).toBe("x");
  });
});

describe("sanitizeHtml, rich-text tag set", () => {
  it("keeps paragraphs, lists, tables and figures", () => {
    const html =
      '<h2>A</h2><p>b</p><ul><li>c</li></ul><ol start="3"><li>d</li></ol><blockquote>e</blockquote>' +
      '<table><thead><tr><th scope="col">f</th></tr></thead><tbody><tr><td colspan="2">g</td></tr></tbody></table>' +
      '<figure><img src="/media/images/a.jpg" alt="h"><figcaption>h</figcaption></figure><pre><code>i</code></pre><hr>';
    expect(sanitizeHtml(html, "rich")).toBe(html);
  });

  it("removes javascript: and other unsafe URLs but keeps the element", () => {
    expect(sanitizeHtml('<a href="jav&#x61;script&colon;alert(1)">x</a>', "rich")).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href=" JAVASCRIPT:alert(1)">x</a>', "rich")).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="//evil.example">x</a>', "rich")).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="mailto:a@b.vn">x</a>', "rich")).toBe(
      '<a href="mailto:a@b.vn">x</a>',
    );
  });

  it("keeps iframes of allow-listed embeds only, sandboxed", () => {
    expect(sanitizeHtml('<iframe src="https://player.vimeo.com/video/1"></iframe>', "rich")).toBe(
      '<iframe src="https://player.vimeo.com/video/1" sandbox="allow-scripts allow-same-origin allow-popups allow-presentation" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    );
    expect(sanitizeHtml('<iframe src="https://evil.example/video/1"></iframe>after', "rich")).toBe(
      "after",
    );
  });

  it("adds noopener to links that open a new tab", () => {
    expect(
      sanitizeHtml('<a href="https://a.vn" target="_blank" rel="nofollow">x</a>', "rich"),
    ).toBe('<a href="https://a.vn" target="_blank" rel="nofollow noopener noreferrer">x</a>');
  });

  it("closes what the input left open and ignores stray end tags", () => {
    expect(sanitizeHtml("<p><b>a</p></i>b", "rich")).toBe("<p><b>a</b></p>b");
  });

  it("removes style and class attributes, comments and dangerous containers", () => {
    expect(
      sanitizeHtml(
        '<p style="color:red" class="x">a<!-- c --></p><svg><script>1</script></svg><math>m</math><style>p{}</style>',
        "rich",
      ),
    ).toBe("<p>a</p>");
  });

  it("escapes text but keeps character references", () => {
    expect(sanitizeHtml("a &amp; b &hellip; c & d < e", "rich")).toBe(
      "a &amp; b &hellip; c &amp; d &lt; e",
    );
  });
});
