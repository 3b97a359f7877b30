// One chunk for the code every page runs as the app starts (docs/performance.md, "The app's start in one file").
import type { Plugin } from "vite";
import { staticImports } from "./static-imports.ts";

/**
 * Left to their own chunks: React DOM is evaluated in a task of its own before the rest of the start (main.tsx),
 * so neither it nor React, which it imports, may sit in the chunk that imports them.
 */
const OWN_TASK = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The group's name, and its chunk's. */
const GROUP = "startup";

/**
 * The modules the app's start (`start`) imports statically, found once the module graph is known, for a chunk
 * group of their own. Left alone, the bundler cuts them into dozens of small chunks, one for each set of routes
 * that shares them: every page fetched ~50 files, and gzip, which cannot share what it learnt across files, made
 * them ~10 KB heavier than one file. What the entry (`entry`, main.tsx) itself imports is left out: the entry would
 * otherwise load the whole group before the first paint, which it waits for before it loads the start.
 */
export function startupChunk({ entry, start }: { entry: string; start: string }) {
  let startup = new Set<string>();
  const plugin: Plugin = {
    name: "startup-chunk",
    apply: "build",
    async buildEnd(error) {
      startup = new Set();
      // The server's build has no start.
      if (error || !this.getModuleInfo(start)) return;
      const early = await staticImports(this, entry);
      for (const id of await staticImports(this, start)) if (!early.has(id) && !OWN_TASK.test(id)) startup.add(id);
    },
    generateBundle(_options, bundle) {
      // The first paint must not wait for the start: the entry may load only what it needs itself.
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const group = chunks.find((chunk) => chunk.name === GROUP)?.fileName;
      for (const first of chunks.filter((chunk) => chunk.isEntry && group && chunk.imports.includes(group))) {
        this.error(`${first.fileName} imports ${group} before the page paints`);
      }
    },
  };
  return { plugin, group: { name: GROUP, test: (id: string) => startup.has(id) } };
}
