// Each module that uses a Mantine component loads that component's style sheets itself, so a component's styles
// arrive with the chunk that draws it, whichever page that is. By hand this was a rule in a comment, and a
// forgotten import drew a check mark the size of the panel.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";

const mantineRoot = dirname(createRequire(import.meta.url).resolve("@mantine/core/styles.css"));
const esmIndex = join(mantineRoot, "esm", "index.mjs");
const MODULE_SUFFIX = ".module.mjs";

/**
 * Imports whose sheets the importer never draws with, so they are not followed (5.9 KB of Combobox styles on the
 * booking form otherwise, 5.3 KB of ScrollArea ones with every dialog): NativeSelect's chevron is classed from the
 * Combobox module, whose chevron class has no rule; a Modal and a Table scroll natively unless given a ScrollArea,
 * which the module doing so imports itself.
 */
const NOT_FOLLOWED = [
  ["NativeSelect/NativeSelect.mjs", "Combobox/ComboboxChevron/ComboboxChevron.mjs"],
  ["Modal/ModalRoot.mjs", "ScrollArea/ScrollArea.mjs"],
  ["Table/TableScrollContainer.mjs", "ScrollArea/ScrollArea.mjs"],
];
const followed = (from: string, to: string) =>
  !NOT_FOLLOWED.some(([importer = "", imported = ""]) => from.endsWith(importer) && to.endsWith(imported));

/** The file of each name @mantine/core exports, from its ES module index. */
export function exportedFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const index = readFileSync(esmIndex, "utf8");
  for (const [, names = "", from = ""] of index.matchAll(/import \{([^}]*)\} from "(\.[^"]+)"/g)) {
    for (const name of names.split(","))
      files.set(name.trim().split(" as ").pop() ?? "", resolve(dirname(esmIndex), from));
  }
  return files;
}

/**
 * The style sheets a Mantine file needs, dependencies first: each CSS module its imports reach (Checkbox reaches
 * InlineInput's, Input's, ...), named as the sheets in @mantine/core/styles are.
 */
function sheetsOf(file: string, visited: Set<string>, sheets: string[]) {
  if (visited.has(file)) return;
  visited.add(file);
  const own: string[] = [];
  for (const [, from = ""] of readFileSync(file, "utf8").matchAll(/from "(\.[^"]+)"/g)) {
    const imported = resolve(dirname(file), from);
    if (imported.endsWith(MODULE_SUFFIX))
      own.push(imported.slice(imported.lastIndexOf("/") + 1, -MODULE_SUFFIX.length));
    else if (followed(file, imported)) sheetsOf(imported, visited, sheets);
  }
  for (const sheet of own) if (!sheets.includes(sheet)) sheets.push(sheet);
}

/** The names a module imports as values from "@mantine/core" (type-only imports need no styles). */
export function mantineImports(code: string): string[] {
  const names: string[] = [];
  for (const [, typeOnly, list = ""] of code.matchAll(
    /import\s+(type\s+)?\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g,
  )) {
    if (typeOnly) continue;
    for (const entry of list.split(",")) {
      const name = entry.trim();
      if (name && !name.startsWith("type ")) names.push(name.split(/\s+as\s+/)[0] ?? name);
    }
  }
  return names;
}

/** The sheets the page's base style sheet (src/mantine-styles.ts) already loads on every page. */
function baseSheets(baseFile: string): Set<string> {
  return new Set(
    [...readFileSync(baseFile, "utf8").matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map((m) => m[1] ?? ""),
  );
}

/** Each component file's sheets, read once per build: a hundred modules import the same few components. */
const sheetsByFile = new Map<string, string[]>();

/** Which sheets, dependencies first, the components named need beyond the base sheet. */
export function styleSheetsFor(names: string[], base: Set<string>, files = exportedFiles()): string[] {
  const sheets = new Set<string>();
  for (const name of names) {
    const file = files.get(name);
    if (!file) continue;
    let own = sheetsByFile.get(file);
    if (!own) {
      own = [];
      sheetsOf(file, new Set(), own);
      sheetsByFile.set(file, own);
    }
    // Each list has its dependencies first, so the union in order keeps them first too.
    for (const sheet of own) sheets.add(sheet);
  }
  return [...sheets].filter((sheet) => !base.has(sheet));
}

/**
 * Adds, to each module of `srcDir` that imports Mantine components, the imports of their style sheets. They go on
 * the module's first line, before its own CSS modules (which override Mantine's), leaving every other line where
 * the source map has it.
 */
export function mantineStyles({ srcDir, baseFile }: { srcDir: string; baseFile: string }): Plugin {
  const files = exportedFiles();
  const base = baseSheets(baseFile);
  return {
    name: "mantine-styles",
    enforce: "pre",
    transform(code, id) {
      if (!id.startsWith(srcDir) || !/\.tsx?$/.test(id) || !code.includes("@mantine/core")) return;
      const sheets = styleSheetsFor(mantineImports(code), base, files);
      if (!sheets.length) return;
      const imports = sheets.map((sheet) => `import "@mantine/core/styles/${sheet}.css";`).join(" ");
      return { code: `${imports} ${code}`, map: null };
    },
  };
}
