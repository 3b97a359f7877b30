// Writes the public pages as HTML at build time (dist/pages/<path>.html), so a visitor sees the page before its
// scripts run; the server sends one for its exact path and the plain app shell (dist/index.html) for the rest.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const dist = new URL("../dist/", import.meta.url).pathname;
const { renderPage, prerenderedPaths } = await import(new URL("../dist-ssr/prerender.js", import.meta.url).href);

const escapeHtml = (text) =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

// The body text fonts, preloaded so the first paint already uses them instead of swapping a moment later.
const fonts = readdirSync(join(dist, "assets")).filter((name) =>
  /^(inter|fraunces)-latin-wght-normal-.*\.woff2$/.test(name),
);
const preloads = fonts
  .map((name) => `<link rel="preload" href="/assets/${name}" as="font" type="font/woff2" crossorigin />`)
  .join("\n    ");
const shell = readFileSync(join(dist, "index.html"), "utf8").replace("</title>", `</title>\n    ${preloads}`);
writeFileSync(join(dist, "index.html"), shell);

function withMeta(html, meta) {
  if (!meta) return html;
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*/, `$1${description}`)
    .replace(/(<meta\s+property="og:title"\s+content=")[^"]*/, `$1${title}`)
    .replace(/(<meta\s+property="og:description"\s+content=")[^"]*/, `$1${description}`);
}

// The style sheets of code the app loads later (its layout, a route, a lazy section), by the classes each defines.
const linked = new Set([...shell.matchAll(/href="\/assets\/([^"]+\.css)"/g)].map((match) => match[1]));
const laterSheets = readdirSync(join(dist, "assets"))
  .filter((name) => name.endsWith(".css") && !linked.has(name))
  .map((name) => ({
    name,
    classes: new Set(
      [...readFileSync(join(dist, "assets", name), "utf8").matchAll(/\.([_a-zA-Z][\w-]*)/g)].map((m) => m[1]),
    ),
  }));

/** Links the sheets that style this page's HTML, so it paints styled instead of shifting once the code arrives. */
function withStyles(page, html) {
  const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)));
  const sheets = laterSheets.filter((sheet) => [...sheet.classes].some((name) => used.has(name)));
  const links = sheets
    .map((sheet) => `<link rel="stylesheet" crossorigin href="/assets/${sheet.name}">`)
    .join("\n    ");
  return links ? page.replace("</head>", `  ${links}\n  </head>`) : page;
}

for (const path of prerenderedPaths()) {
  const { html, meta } = await renderPage(path);
  const page = withStyles(withMeta(shell, meta), html).replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  const file = join(dist, "pages", `${path === "/" ? "index" : path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
}
