// Which modules an entry loads before any of its dynamic imports: the graph walk behind startup-chunk.ts.
import type { Rollup } from "vite";

/** What of a module is imported: all of it, or (of a package's index) some of its names. */
type Wanted = "all" | Set<string>;

/** The imports and re-exports of a module, as far as following names through a package's index needs. */
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

/** The parts of the parser's ESTree nodes read here. */
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

/** A module's links, from its top-level statements. */
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

/** `wanted` grown by `more`, or null when it already held all of it. */
function grown(wanted: Wanted | undefined, more: Wanted): Wanted | null {
  if (wanted === "all") return null;
  if (more === "all") return "all";
  if (wanted && [...more].every((name) => wanted.has(name))) return null;
  return new Set([...(wanted ?? []), ...more]);
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

/** What a plugin's `buildEnd` offers: the finished module graph, and the bundler's parser and resolver. */
export type Graph = Pick<Rollup.PluginContext, "getModuleInfo" | "parse" | "resolve">;

/**
 * Every module `from` imports statically, directly or not. A package's index is followed only through the names
 * imported from it, so that components only lazily loaded pages use are not counted in.
 */
export async function staticImports(graph: Graph, from: string): Promise<Set<string>> {
  const found = new Set<string>();
  const wanted = new Map<string, Wanted>();
  const links = new Map<string, ModuleLinks>();
  const queue: [string, Wanted][] = [[from, "all"]];
  for (let next = queue.pop(); next; next = queue.pop()) {
    const [id, more] = next;
    const now = grown(wanted.get(id), more);
    if (!now) continue;
    wanted.set(id, now);
    found.add(id);
    const info = graph.getModuleInfo(id);
    if (!info?.code) continue;
    const code = info.code;
    let own = links.get(id);
    if (!own) {
      own = linksOf(parsed(() => graph.parse(code).body as Statement[]));
      links.set(id, own);
    }
    const resolve = async (source: string) => (await graph.resolve(source, id))?.id;
    if (own.index && now !== "all") {
      for (const name of now) {
        const origin = own.reexports.get(name);
        for (const source of origin ? [origin.source] : own.starSources) {
          const target = await resolve(source);
          if (target) queue.push([target, new Set([origin?.name ?? name])]);
        }
      }
      continue;
    }
    // Any other module needs all it imports; of an index, only the names it asks for.
    const named = new Map<string, Wanted>();
    for (const [source, names] of own.imports) {
      const target = await resolve(source);
      if (target) named.set(target, union(named.get(target), names));
    }
    for (const target of info.importedIds) queue.push([target, named.get(target) ?? "all"]);
  }
  return found;
}
