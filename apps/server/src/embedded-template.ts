// Build step (see build.mjs): writes the migrated, empty embedded database that a first start loads.
import { writeEmbeddedTemplate } from "@studio/db";

const folder = process.argv[2];
if (!folder) throw new Error("Usage: embedded-template <migrations folder>");
writeEmbeddedTemplate(folder).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
