// One chunk for the code every page runs as the app starts (docs/performance.md, "The app's start in one file").
import type { Plugin } from "vite";

/**
 * Left to their own chunks: React DOM is evaluated in a task of its own before the rest of the start (main.tsx),
 * so neither it nor React, which it imports, may sit in the chunk that imports them.
 */
const OWN_TASK = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** What of a module the start uses: all of it, or (of a package's index) some of its names. */
type Wanted = "all" | Set<string>;

/** The imports and re-exports of a module, as far as following the start's names through an index needs. */
interface ModuleLinks {
  /** Only imports and re-exports (a package's index, such as @mantine/core's): its names are followed one by one. */
  index: boolean;
  /** Each name the module imports from each specifier; "all" for a namespace import or a bare one. */
  imports: Map<string, Wanted>;
  /** Of an index: where each name it exports comes from. */
  reexports: Map<string, { source: string; name: string }>;
  /** Of an index: the specifiers it re-exports whole (`export * from`). */
  starSources: string[];
}

interface Named {
  name?: string;
  value?: string;
}
interface Statement {
  type: string;
  source?: { value: string } | null;
  declaration?: unknown;
  specifiers?: { type: string; imported?: Named; local?: Named; exported?: Named }[];
  directive?: string;
}

const nameOf = (node: Named | undefined) => String(node?.name ?? node?.value ?? "");

function linksOf(body: Statement[]): ModuleLinks {
  const imports = new Map<string, Wanted>();
  const importedAs = new Map<string, { source: string; name: string }>();
  const reexports = new Map<string, { source: string; name: string }>();
  const starSources: string[] = [];
  let index = body.length > 0;
  const want = (source: string, name: string | "all") => {
    const before = imports.get(source);
    if (before === "all") return;
    if (name === "all") imports.set(source, "all");
    else imports.set(source, new Set([...(before ?? []), name]));
  };
  for (const statement of body) {
    const source = statement.source?.value;
    if (statement.type === "ImportDeclaration" && source !== undefined) {
      if (!statement.specifiers?.length) want(source, "all");
      for (const specifier of statement.specifiers ?? []) {
        const name = specifier.type === "ImportSpecifier" ? nameOf(specifier.imported) : "default";
        if (specifier.type === "ImportNamespaceSpecifier") want(source, "all");
        else want(source, name);
        importedAs.set(nameOf(specifier.local), { source, name });
      }
    } else if (statement.type === "ExportNamedDeclaration" && !statement.declaration) {
      for (const specifier of statement.specifiers ?? []) {
        const exported = nameOf(specifier.exported);
        if (source !== undefined) {
          want(source, nameOf(specifier.local));
          reexports.set(exported, { source, name: nameOf(specifier.local) });
        } else {
          const origin = importedAs.get(nameOf(specifier.local));
          if (origin) reexports.set(exported, origin);
          else index = false;
        }
      }
    } else if (statement.type === "ExportAllDeclaration" && source !== undefined) {
      want(source, "all");
      starSources.push(source);
    } else if (!(statement.type === "ExpressionStatement" && statement.directive)) {
      index = false;
    }
  }
  return { index, imports, reexports, starSources };
}

const union = (wanted: Wanted | undefined, more: Wanted): Wanted => grown(wanted, more) ?? wanted ?? more;

/** A module's statements; none for one that is not JavaScript (a style sheet), which imports no code. */
function parsed(parse: () => Statement[]): Statement[] {
  try {
    return parse();
  } catch {
    return [];
  }
}

/** `wanted` grown by `more`, or null when it already held all of it. */
function grown(wanted: Wanted | undefined, more: Wanted): Wanted | null {
  if (wanted === "all") return null;
  if (more === "all") return "all";
  if (wanted && [...more].every((name) => wanted.has(name))) return null;
  return new Set([...(wanted ?? []), ...more]);
}

/**
 * Every module the app's start (`startModule`) imports statically, found once the module graph is known, for a
 * chunk group of its own. Left alone, the bundler cuts them into dozens of small chunks, one for each set of routes
 * that shares them: every page fetched ~50 files, and gzip, which cannot share what it learnt across files, made
 * them ~12 KB heavier than one file. A package's index is followed only through the names the start imports from
 * it, so the components that only lazily loaded pages use stay with those pages.
 */
export function startupChunk(startModule: string) {
  const startup = new Set<string>();
  const plugin: Plugin = {
    name: "startup-chunk",
    apply: "build",
    async buildEnd(error) {
      startup.clear();
      // The server's build has no start.
      if (error || !this.getModuleInfo(startModule)) return;
      const wanted = new Map<string, Wanted>();
      const links = new Map<string, ModuleLinks>();
      const queue: [string, Wanted][] = [[startModule, "all"]];
      for (let next = queue.pop(); next; next = queue.pop()) {
        const [id, more] = next;
        const now = grown(wanted.get(id), more);
        if (!now) continue;
        wanted.set(id, now);
        startup.add(id);
        const info = this.getModuleInfo(id);
        if (!info?.code) continue;
        let found = links.get(id);
        if (!found) {
          found = linksOf(parsed(() => this.parse(info.code ?? "").body as Statement[]));
          links.set(id, found);
        }
        const resolve = async (source: string) => (await this.resolve(source, id))?.id;
        if (found.index && now !== "all") {
          for (const name of now) {
            const origin = found.reexports.get(name);
            const sources = origin ? [origin.source] : found.starSources;
            for (const source of sources) {
              const target = await resolve(source);
              if (target) queue.push([target, new Set([origin?.name ?? name])]);
            }
          }
          continue;
        }
        // A module the start runs needs all it imports; of an index, only the names it asks for.
        const named = new Map<string, Wanted>();
        for (const [source, names] of found.imports) {
          const target = await resolve(source);
          if (target) named.set(target, union(named.get(target), names));
        }
        for (const target of info.importedIds) queue.push([target, named.get(target) ?? "all"]);
      }
    },
  };
  return { plugin, test: (id: string) => startup.has(id) && !OWN_TASK.test(id) };
}
