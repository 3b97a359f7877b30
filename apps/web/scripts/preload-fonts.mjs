// Preloads the body text fonts from the app shell (dist/index.html, around every page), so the first paint
// already uses them instead of swapping a moment later.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dist = new URL("../dist/", import.meta.url).pathname;
const fonts = readdirSync(join(dist, "assets")).filter((name) =>
  /^(inter|fraunces)-latin-wght-normal-.*\.woff2$/.test(name),
);
const preloads = fonts
  .map((name) => `<link rel="preload" href="/assets/${name}" as="font" type="font/woff2" crossorigin />`)
  .join("\n    ");
const shell = readFileSync(join(dist, "index.html"), "utf8");
writeFileSync(join(dist, "index.html"), shell.replace("</title>", `</title>\n    ${preloads}`));
