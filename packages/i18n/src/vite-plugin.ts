// Lets the web app import a catalogue compiled: `import.meta.glob("…/messages/*/*.json", { query: "?catalog" })`
// gives modules whose default export is the compiled messages of one language and namespace (see web-catalogs.ts).
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { compileCatalog } from "./compile";

const CATALOG = /[\\/]messages[\\/](\w+)[\\/]([\w-]+)\.json\?catalog$/;
// A virtual ID not ending in .json, so that the JSON plugin leaves the compiled module alone.
const PREFIX = "\0studio-catalog:";

export function catalogs(): Plugin {
  return {
    name: "studio-catalogs",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(".json?catalog")) return null;
      const resolved = await this.resolve(source.replace(/\?catalog$/, ""), importer, { skipSelf: true });
      return resolved ? `${PREFIX}${resolved.id}?catalog` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      const match = CATALOG.exec(file);
      if (!match) return null;
      const path = file.replace(/\?catalog$/, "");
      this.addWatchFile(path);
      const messages = compileCatalog(match[2] ?? "", JSON.parse(readFileSync(path, "utf8")));
      return `export default ${JSON.stringify(messages)};`;
    },
  };
}
