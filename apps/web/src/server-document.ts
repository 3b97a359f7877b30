// The HTML document around a page the server rendered: the built app shell (dist/index.html) with the page's
// title, description and Open Graph tags, the style sheets its HTML uses, and the data it was drawn with.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { languageOfPath, pathIn, routePath } from "@studio/i18n/paths";
import { TAB_BOOKING_SCRIPT } from "./lib/booking-session";
import { PAGE_DATA_ID } from "./lib/page-data";
import type { PageMeta } from "./lib/page-meta";
import { jsonLdScript } from "./structured-data/json-ld";
import type { PageSubject } from "./structured-data/page-subject";

export interface RenderedPage {
  status: 200 | 404;
  /** The page inside #root. */
  html: string;
  meta: PageMeta | null;
  /** The query cache the page was drawn with, for the browser to start from (JSON). */
  data: string;
  /** What the page is about, described to search engines as JSON-LD in its head; null for most pages. */
  about: PageSubject | null;
  /**
   * How many of its calls failed for another reason than "not found" (the database could not answer), plus one when
   * the router rewrote its address, one for each undeclared call, and one when a lazy part was still loading: a
   * page drawn so is never kept.
   */
  failed: number;
  /** The calls a screen made that its route's loader did not ask for (the page drew them as "loading"). */
  undeclared: string[];
  /** The address the router rewrites this one to (a trailing slash, a search its route changes), or null. */
  rewrittenTo: string | null;
}

/** Scripts the head runs before the first paint; the server allows each by its hash in the page's CSP. */
export const HEAD_SCRIPTS: readonly string[] = [TAB_BOOKING_SCRIPT];

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** Reads the build once; the returned function writes a page's document. */
export function documentWriter(webDist: string) {
  const shell = readFileSync(join(webDist, "index.html"), "utf8");
  const assets = readdirSync(join(webDist, "assets"));
  // The style sheets of code the app loads later (its layout, a route, a lazy section), by the classes each defines.
  const linked = new Set([...shell.matchAll(/href="\/assets\/([^"]+\.css)"/g)].map((match) => match[1]));
  const laterSheets = assets
    .filter((name) => name.endsWith(".css") && !linked.has(name))
    .map((name) => ({
      name,
      classes: new Set(
        [...readFileSync(join(webDist, "assets", name), "utf8").matchAll(/\.([_a-zA-Z][\w-]*)/g)].map(
          (m) => m[1] ?? "",
        ),
      ),
    }));

  /** Links the sheets that style this page's HTML, so it paints styled instead of shifting once the code arrives. */
  function styleLinks(html: string) {
    const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? "").split(/\s+/)));
    return laterSheets
      .filter((sheet) => [...sheet.classes].some((name) => used.has(name)))
      .map((sheet) => `<link rel="stylesheet" crossorigin href="/assets/${sheet.name}">`)
      .join("\n    ");
  }

  return (page: RenderedPage, url: string): string => {
    const head = [
      styleLinks(page.html),
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      languageAlternates(url),
      page.about ? jsonLdScript(page.about, url) : "",
    ]
      .filter(Boolean)
      .join("\n    ");
    const data = `<script type="application/json" id="${PAGE_DATA_ID}">${page.data}</script>`;
    // Replaced by functions: a page's text may hold "$&" and the like, which a replacement string would expand.
    // The head scripts right after the charset: placed after a style sheet, a script waits for it to load.
    const scripts = HEAD_SCRIPTS.map((script) => `<script>${script}</script>`).join("");
    return withMeta(shell, page.meta, url)
      .replace('<html lang="en"', () => `<html lang="${languageOfPath(new URL(url).pathname)}"`)
      .replace(/<meta charset="[^"]*" \/>/, (charset) => charset + scripts)
      .replace("</head>", () => `  ${head}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${data}`);
  };
}

/** The page in each language, for search engines: English is the default for every other language. */
function languageAlternates(url: string) {
  const { origin, pathname, search } = new URL(url);
  const route = routePath(pathname);
  const link = (hreflang: string, path: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + path + search)}" />`;
  return [
    link("en", pathIn("en", route)),
    link("es", pathIn("es", route)),
    link("x-default", pathIn("en", route)),
  ].join("\n    ");
}

function withMeta(html: string, meta: PageMeta | null, url: string) {
  if (!meta) return html;
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const content = (value: string) => (_: string, start: string) => start + value;
  // A page's own picture, as an absolute address: a shared link is read away from the site.
  const image = meta.image ? escapeHtml(new URL(meta.image, url).href) : null;
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*/, content(description))
    .replace(/(<meta\s+property="og:title"\s+content=")[^"]*/, content(title))
    .replace(/(<meta\s+property="og:description"\s+content=")[^"]*/, content(description))
    .replace(/(<meta\s+property="og:type"\s+content=")[^"]*/, content(meta.type))
    .replace(/(<meta\s+property="og:image"\s+content=")[^"]*/, (found, start) => (image ? start + image : found));
}
