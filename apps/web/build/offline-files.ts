// Which built files the service worker keeps (precaches) for a client offline: the app's start and the code of the
// pages that open offline, with everything they import, now or lazily, their words in both languages and their
// style sheets. Not what only another page loads lazily (its split route chunks, a section it imports lazily, the
// back office's code): a visitor's phone never downloads that unasked, and it is fetched from the network as before.
import type { Plugin } from "vite";
import type { VitePWAOptions } from "vite-plugin-pwa";

/** Workbox's filter of the precache list (its workbox-build types, as vite-plugin-pwa takes them). */
type ManifestTransform = NonNullable<NonNullable<VitePWAOptions["injectManifest"]>["manifestTransforms"]>[number];

/** A route file, split or not ("…/src/routes/training.tsx", "…/src/routes/training.tsx?tsr-split=component"). */
const ROUTE_FILE = /[\\/]src[\\/]routes[\\/]([^\\/?]+)\.tsx(\?|$)/;
/** A catalogue of a language's words ("…/messages/es/training.json?catalog"). */
const CATALOGUE = /[\\/]messages[\\/]\w+[\\/](\w+)\.json\?catalog$/;

export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** The chunks it imports statically: fetched with it. */
  imports: readonly string[];
  /** Its modules, with how much of each is in the file (nothing of one whose code was all left out). */
  modules: Record<string, { renderedLength: number }>;
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}

export interface OfflinePages {
  /** The route files (without ".tsx") of the pages that open offline; the root route always counts. */
  routes: readonly string[];
  /** The catalogues' namespaces those pages load (the root's, their routes', a form's validation words). */
  namespaces: readonly string[];
}

/**
 * The files an offline page needs: from the entry, each chunk a needed chunk imports (the browser fetches it with
 * it), and each chunk a module of a needed chunk loads lazily, except where that module is another page's route
 * file (its split parts, a section it loads lazily) and except the catalogues of other namespaces. A bundled
 * chunk holds many modules (the app's start holds every route file), so its lazy imports are judged module by
 * module; `lazyImportsOf` gives a module's.
 */
export function neededOffline(
  chunks: readonly ChunkFacts[],
  lazyImportsOf: (id: string) => readonly string[],
  { routes, namespaces }: OfflinePages,
): Set<string> {
  const offlineRoute = (file: string) =>
    file === "__root" || routes.some((route) => file === route || file.startsWith(`${route}.`));
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byFacade = new Map(chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk]] : [])));
  const needed = new Set<ChunkFacts>();
  const queue = chunks.filter((chunk) => chunk.isEntry);
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (needed.has(chunk)) continue;
    needed.add(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) queue.push(imported);
    }
    for (const [id, { renderedLength }] of Object.entries(chunk.modules)) {
      const route = ROUTE_FILE.exec(id)?.[1];
      if (renderedLength === 0 || (route !== undefined && !offlineRoute(route))) continue;
      for (const lazy of lazyImportsOf(id)) {
        const catalogue = CATALOGUE.exec(lazy)?.[1];
        const target = byFacade.get(lazy);
        if (target && (catalogue === undefined || namespaces.includes(catalogue))) queue.push(target);
      }
    }
  }
  const files = new Set<string>();
  for (const chunk of needed) {
    files.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) files.add(file);
    for (const file of chunk.viteMetadata?.importedAssets ?? []) files.add(file);
  }
  return files;
}

/**
 * A plugin that reads the browser build's module graph, and the precache list's filter that keeps, of the built
 * assets, only those the offline pages need. Files outside assets/ (the shell, the icons) and the fonts are chosen
 * by the glob patterns alone.
 */
export function offlineFiles(pages: OfflinePages) {
  let needed: Set<string> | null = null;
  const plugin: Plugin = {
    name: "offline-files",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === "chunk" ? [file] : []));
      needed = neededOffline(chunks, (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [], pages);
    },
  };
  const manifestTransform: ManifestTransform = async (entries) => {
    if (!needed) throw new Error("offline-files: the browser build's chunks were never read");
    const kept = needed;
    const manifest = entries.filter(
      (entry) => !entry.url.startsWith("assets/") || entry.url.endsWith(".woff2") || kept.has(entry.url),
    );
    return { manifest, warnings: [] };
  };
  return { plugin, manifestTransform };
}
