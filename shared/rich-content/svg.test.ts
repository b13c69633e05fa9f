import { describe, expect, it } from "vitest";
import { isSafeCss, isSvgMarkup, sanitizeSvg } from "./svg.ts";

const CLEAN =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10">' +
  '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
  '<rect width="10" height="10" fill="url(#g)"/><path d="M0 0L10 10" stroke="#000"/></svg>';

describe("sanitizeSvg", () => {
  it("keeps a clean drawing as it is", () => {
    expect(sanitizeSvg(`<?xml version="1.0"?>\n<!-- made by hand -->\n${CLEAN}`)).toEqual({
      svg: CLEAN,
      unsafe: [],
    });
  });

  it.each([
    ["<svg><script>alert(1)</script></svg>", "<script>"],
    ["<svg><SCRIPT>alert(1)</SCRIPT></svg>", "<script>"],
    ['<svg onload="alert(1)"><rect/></svg>', "event handlers"],
    ["<svg><foreignObject><body/></foreignObject></svg>", "<foreignObject>"],
    ['<svg><image href="https://evil.example/a.png"/></svg>', "external references"],
    ['<svg><use xlink:href="other.svg#a"/></svg>', "external references"],
    ['<svg><rect fill="url(https://evil.example/#a)"/></svg>', "external references"],
    ["<svg><style>@import url(https://evil.example/a.css);</style></svg>", "external references"],
    ['<svg><rect style="fill:url(https://evil.example/x)"/></svg>', "external references"],
    ['<svg><a href="javascript:alert(1)"><rect/></a></svg>', "javascript: URLs"],
    ['<svg><set attributeName="href" to="java&#x09;script:alert(1)"/></svg>', "javascript: URLs"],
  ])("reports and removes %s", (input, danger) => {
    const report = sanitizeSvg(input);
    expect(report.unsafe).toContain(danger);
    expect(report.svg).not.toMatch(/script|onload|foreignObject|evil\.example|@import/i);
  });

  it("keeps internal references, embedded rasters and safe styles", () => {
    const input =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">' +
      '<style><![CDATA[.a{fill:red} .b>g{opacity:.5}]]></style><use xlink:href="#p"/>' +
      '<image href="data:image/png;base64,iVBORw0KGgo="/><path id="p" class="a" d="M0 0"/></svg>';
    const report = sanitizeSvg(input);
    expect(report.unsafe).toEqual([]);
    expect(report.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">' +
        '<style>.a{fill:red} .b&gt;g{opacity:.5}</style><use xlink:href="#p"/>' +
        '<image href="data:image/png;base64,iVBORw0KGgo="/><path id="p" class="a" d="M0 0"/></svg>',
    );
  });

  it("drops editor metadata silently and adds the namespace a file needs", () => {
    const report = sanitizeSvg(
      '<svg inkscape:version="1"><metadata><rdf:RDF>x</rdf:RDF></metadata><sodipodi:namedview/><circle r="1"/></svg>',
    );
    expect(report).toEqual({
      svg: '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>',
      unsafe: [],
    });
  });

  it("does not expand entities a doctype declares", () => {
    const report = sanitizeSvg(
      '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;">]><svg><text>&b;</text></svg>',
    );
    expect(report.svg).toBe('<svg xmlns="http://www.w3.org/2000/svg"><text>&amp;b;</text></svg>');
  });

  it("says what is not an SVG at all", () => {
    expect(sanitizeSvg("<html><svg/></html>").svg).toBeNull();
    expect(sanitizeSvg("hello").svg).toBeNull();
    expect(isSvgMarkup('\ufeff<?xml version="1.0"?><!DOCTYPE svg><svg/>')).toBe(true);
    expect(isSvgMarkup("<svgx/>")).toBe(false);
  });
});

describe("isSafeCss", () => {
  it("allows plain styles and fragment urls only", () => {
    expect(isSafeCss("fill:#fff; stroke: url(#a)")).toBe(true);
    expect(isSafeCss("fill:url( 'https://x' )")).toBe(false);
    expect(isSafeCss("fill:u\\72l(https://x)")).toBe(false);
    expect(isSafeCss("@IMPORT 'x'")).toBe(false);
    expect(isSafeCss("behavior: url(#a)")).toBe(false);
  });
});
