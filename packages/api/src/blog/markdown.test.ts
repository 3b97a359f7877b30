import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("keeps paragraphs, emphasis, lists, links and images", () => {
    const html = renderMarkdown(
      "First paragraph.\n\nSecond with **bold** and [a link](https://example.com).\n\n1. One\n2. Two\n\n![Squat](/uploads/a.jpg)",
    );
    expect(html).toContain("<p>First paragraph.</p>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<a href="https://example.com">a link</a>');
    expect(html).toContain("<ol>\n<li>One</li>");
    expect(html).toContain('<img src="/uploads/a.jpg" alt="Squat" loading="lazy" />');
  });

  it("keeps only the site's own images", () => {
    const html = renderMarkdown("Before ![a](https://tracker.example/pixel.gif) after");
    expect(html).toBe("<p>Before  after</p>\n");
  });

  it("turns a first-level heading into a second-level one: the title is the page's heading", () => {
    expect(renderMarkdown("# Warm up")).toBe("<h2>Warm up</h2>\n");
  });

  it("removes script, event handlers and script addresses, typed as Markdown or as HTML", () => {
    const html = renderMarkdown(
      [
        "<script>alert(1)</script>",
        '<img src="/uploads/x.jpg" onerror="alert(2)">',
        "[click](javascript:alert(3))",
        '<a href="javascript:alert(4)">tap</a>',
        '<a href="JaVaScRiPt&colon;alert(5)">tap</a>',
        "![x](data:image/png;base64,AAAA)",
        '<iframe src="https://evil.example"></iframe>',
        "<style>body{display:none}</style>",
        '<p style="background:url(javascript:alert(6))" onclick="alert(7)">styled</p>',
        '<svg><script>alert(8)</script></svg><math><mi xlink:href="javascript:alert(9)">m</mi></math>',
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<(script|iframe|style|svg|math)|\son\w+=|style=/i);
    expect(html).not.toMatch(/(href|src)="?\s*(javascript|data)/i);
    // What a refused script held is gone with it; a refused Markdown link stays as the text she typed.
    expect(html).not.toMatch(/alert\((1|2|4|5|6|7|8)\)/);
    expect(html).toContain("[click](javascript:alert(3))");
    expect(html).toContain("styled");
  });
});
