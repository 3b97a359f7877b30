// `node scripts/raster-images.mjs`: draws the site's pictures from their SVG sources in art/ into public/.
//
// A page shows them as PNG and WebP, not SVG: Chromium opens every SVG image as a document of its own, measured
// here at 40–110 ms of a phone's main thread for a 263-byte icon, while a small raster decodes off it. Social
// networks also show only raster cards (og:image).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const web = join(import.meta.dirname, "..");
const art = (name) => join(web, "art", name);
const pub = (name) => join(web, "public", name);

await sharp(art("favicon.svg"), { density: 288 }).resize(48, 48).png().toFile(pub("favicon.png"));
await sharp(art("favicon.svg"), { density: 1152 }).resize(180, 180).png().toFile(pub("apple-touch-icon.png"));
// The installed app's icons (the web app manifest, build/web-app.ts): the logo as it is, and a full-bleed one a phone
// may crop to its own shape (a circle, a squircle), with the letters inside the middle 80 % that every shape keeps.
mkdirSync(pub("icons"), { recursive: true });
for (const size of [192, 512]) {
  await sharp(art("favicon.svg"), { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(pub(`icons/icon-${size}.png`));
  await sharp(art("app-icon-maskable.svg"), { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(pub(`icons/maskable-${size}.png`));
}
await sharp(art("trainer-portrait.svg"), { density: 144 })
  .resize(960, 1200)
  .webp({ quality: 82 })
  .toFile(pub("images/trainer-portrait.webp"));
await sharp(art("og-card.svg")).png({ compressionLevel: 9, palette: true }).toFile(pub("images/og-card.png"));
