import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize.ts";
import { sanitizeSvg } from "./svg.ts";

/**
 * The classics of the OWASP XSS filter-evasion cheat sheet, with the exact output of both tag
 * sets, so a change of the sanitizer (or of sanitize-html under it) that lets one through, or
 * that starts dropping harmless content, shows here.
 */

const SANDBOX =
  'sandbox="allow-scripts allow-same-origin allow-popups allow-presentation" referrerpolicy="strict-origin-when-cross-origin"';

describe("sanitizeHtml against the filter-evasion cheat sheet", () => {
  it.each([
    // [input, short-text output, rich-text output]
    ["<ScRiPt>alert(1)</sCrIpT>x", "x", "x"],
    ['<IMG """><SCRIPT>alert("XSS")</SCRIPT>">', '"&gt;', '"&gt;'],
    ["<<script>alert(1);//<</script>x", "&lt;x", "&lt;x"],
    ["<svg/onload=alert(1)>x", "", ""],
    ['<img src=x onerror="alert(1)"', "", ""],
    ['<img src="/a.jpg" alt="a" onerror=alert(1)//>', "", '<img src="/a.jpg" alt="a">'],
    ["<b>unclosed <i>tags", "<b>unclosed <i>tags</i></b>", "<b>unclosed <i>tags</i></b>"],
    [
      '<a href="/ok" title="x" onmouseover="alert(1)">y</a>',
      '<a href="/ok" title="x">y</a>',
      '<a href="/ok" title="x">y</a>',
    ],
    ['<a title=""onmouseover=alert(1)//">y</a>', '<a title="">y</a>', '<a title="">y</a>'],
    [
      '<a href="/x"title="a"style="x:expression(alert(1))">y</a>',
      '<a href="/x" title="a">y</a>',
      '<a href="/x" title="a">y</a>',
    ],
    ['<p style="background:url(javascript:alert(1))">s</p>', "s", "<p>s</p>"],
    ["<style>@import 'http://evil/x.css';</style>after", "after", "after"],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">m', "m", "m"],
    ['<base href="javascript:alert(1)//">', "", ""],
    ['<link rel="stylesheet" href="javascript:alert(1)">', "", ""],
    ["<body onload=alert(1)>b</body>", "b", "b"],
    ['<div onclick="alert(1)">d</div>', "d", "d"],
    ['<form action="javascript:alert(1)"><input type=submit></form>f', "f", "f"],
    ['<object data="javascript:alert(1)"></object>o', "o", "o"],
    ['<embed src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">e', "e", "e"],
    [
      '<table background="javascript:alert(1)"><tr><td>t</td></tr></table>',
      "t",
      "<table><tr><td>t</td></tr></table>",
    ],
    ['<iframe src="javascript:alert(1)"></iframe>z', "z", "z"],
    [
      '<iframe srcdoc="<script>alert(1)</script>" src="https://www.youtube.com/embed/a"></iframe>',
      "",
      `<iframe src="https://www.youtube.com/embed/a" ${SANDBOX}></iframe>`,
    ],
    [
      '<video src="/a.mp4" poster="javascript:alert(1)"></video>',
      "",
      '<video src="/a.mp4"></video>',
    ],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', "", ""],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', "", ""],
    ["<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>", "", ""],
    ["<textarea></textarea><img src=x onerror=alert(1)></textarea>", "", ""],
    ["<!--[if gte IE 4]><script>alert(1)</script><![endif]-->c", "c", "c"],
  ])("%s", (input, short, rich) => {
    expect(sanitizeHtml(input, "short")).toBe(short);
    expect(sanitizeHtml(input, "rich")).toBe(rich);
  });

  it.each([
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<a href="jav\tascript:alert(1)">x</a>',
    '<a href="jav&#x0A;ascript:alert(1)">x</a>',
    '<a href="  javascript:alert(1)">x</a>',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
    '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
  ])("drops the hidden script URL of %s and keeps the link text", (input) => {
    expect(sanitizeHtml(input, "short")).toBe("<a>x</a>");
    expect(sanitizeHtml(input, "rich")).toBe("<a>x</a>");
  });

  it("keeps a NUL in a scheme as the replacement character, which makes it a plain path", () => {
    // Browsers decode &#0; to U+FFFD as well: "java\ufffdscript:" has no scheme at all.
    expect(sanitizeHtml('<a href="java&#0;script:alert(1)">n</a>', "rich")).toBe(
      '<a href="java\ufffdscript:alert(1)">n</a>',
    );
  });

  it("writes a checked URL escaped, so the browser reads the value that was checked", () => {
    expect(sanitizeHtml('<a href="https://a.vn/?q=1&amp;r=2">q</a>', "rich")).toBe(
      '<a href="https://a.vn/?q=1&amp;r=2">q</a>',
    );
    // "&amp;#106;" is the text "&#106;": escaped again, it cannot turn into a "j".
    expect(sanitizeHtml('<a href="&amp;#106;avascript:alert(1)">q</a>', "rich")).toBe(
      '<a href="&amp;#106;avascript:alert(1)">q</a>',
    );
  });
});

describe("sanitizeSvg against SVG payloads", () => {
  const NS = 'xmlns="http://www.w3.org/2000/svg"';
  it.each([
    ['<svg><script xlink:href="data:,alert(1)"/></svg>', `<svg ${NS}/>`, ["<script>"]],
    [
      '<svg><g onclick="alert(1)" ONMOUSEOVER="alert(2)"><circle r="1"/></g></svg>',
      `<svg ${NS}><g><circle r="1"/></g></svg>`,
      ["event handlers"],
    ],
    [
      '<svg><foreignObject><iframe src="javascript:alert(1)"/></foreignObject></svg>',
      `<svg ${NS}/>`,
      ["<foreignObject>", "javascript: URLs"],
    ],
    [
      '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
      `<svg ${NS}><a><text>x</text></a></svg>`,
      ["javascript: URLs"],
    ],
    [
      '<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>',
      `<svg ${NS}/>`,
      ["javascript: URLs"],
    ],
    [
      '<svg><use href="http://evil.example/s.svg#a"/></svg>',
      `<svg ${NS}><use/></svg>`,
      ["external references"],
    ],
    [
      '<svg><use href="data:image/svg+xml;base64,PHN2Zz4=#a"/></svg>',
      `<svg ${NS}><use/></svg>`,
      ["external references"],
    ],
    [
      '<svg><image href="data:image/svg+xml;base64,PHN2Zz4="/></svg>',
      `<svg ${NS}><image/></svg>`,
      ["external references"],
    ],
    [
      '<svg><style>@import "http://evil.example/a.css";</style></svg>',
      `<svg ${NS}><style/></svg>`,
      ["external references"],
    ],
    [
      "<svg><style>rect{fill:url(javascript:alert(1))}</style><rect/></svg>",
      `<svg ${NS}><style/><rect/></svg>`,
      ["external references", "javascript: URLs"],
    ],
    [
      '<svg><rect style="background:url(javascript:alert(1))"/></svg>',
      `<svg ${NS}><rect/></svg>`,
      ["javascript: URLs"],
    ],
  ])("%s", (input, svg, unsafe) => {
    expect(sanitizeSvg(input)).toEqual({ svg, unsafe });
  });

  it("drops a link that leaves the picture without calling the file unsafe", () => {
    expect(
      sanitizeSvg('<svg><a href="data:text/html,<script>alert(1)</script>"><rect/></a></svg>'),
    ).toEqual({ svg: `<svg ${NS}><a><rect/></a></svg>`, unsafe: [] });
  });

  it("replaces a foreign namespace with the SVG one", () => {
    expect(sanitizeSvg('<svg xmlns="http://evil"><rect/></svg>').svg).toBe(
      `<svg ${NS}><rect/></svg>`,
    );
  });
});
