// `node scripts/raster-images.mjs`: draws the site's pictures from their SVG sources in art/ into public/.
//
// A page shows them as PNG and WebP, not SVG: Chromium opens every SVG image as a document of its own, measured
// here at 40–110 ms of a phone's main thread for a 263-byte icon, while a small raster decodes off it. Social
// networks also show only raster cards (og:image).
import { join } from "node:path";
import sharp from "sharp";

const web = join(import.meta.dirname, "..");
const art = (name) => join(web, "art", name);
const pub = (name) => join(web, "public", name);

await sharp(art("favicon.svg"), { density: 288 }).resize(48, 48).png().toFile(pub("favicon.png"));
await sharp(art("favicon.svg"), { density: 1152 }).resize(180, 180).png().toFile(pub("apple-touch-icon.png"));
await sharp(art("trainer-portrait.svg"), { density: 144 })
  .resize(960, 1200)
  .webp({ quality: 82 })
  .toFile(pub("images/trainer-portrait.webp"));
await sharp(art("og-card.svg")).png({ compressionLevel: 9, palette: true }).toFile(pub("images/og-card.png"));
