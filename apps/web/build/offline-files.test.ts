import { describe, expect, it } from "vitest";
import { type ChunkFacts, neededOffline } from "./offline-files.ts";

const src = "/repo/apps/web/src";
const chunk = (
  fileName: string,
  facts: Omit<Partial<ChunkFacts>, "modules"> & { modules?: string[] } = {},
): ChunkFacts => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  ...facts,
  modules: Object.fromEntries((facts.modules ?? []).map((id) => [id, { renderedLength: 10 }])),
});

// A build shaped like the site's: the entry, the app's start holding every route file, each route's split
// component, a lazily loaded section, catalogues, and code shared between pages.
const chunks = [
  chunk("assets/index.js", { isEntry: true, modules: [`${src}/main.tsx`], viteMetadata: css("assets/index.css") }),
  chunk("assets/startup.js", {
    facadeModuleId: `${src}/start.tsx`,
    modules: [
      `${src}/start.tsx`,
      `${src}/routes/__root.tsx`,
      `${src}/routes/index.tsx`,
      `${src}/routes/training.tsx`,
      `${src}/routes/admin.training.tsx`,
      `${src}/i18n/web-catalogs.ts`,
    ],
  }),
  chunk("assets/training.js", {
    facadeModuleId: `${src}/routes/training.tsx?tsr-split=component`,
    imports: ["assets/shared.js"],
    modules: [`${src}/routes/training.tsx?tsr-split=component`, `${src}/features/training/TrainingPage.tsx`],
    viteMetadata: css("assets/training.css"),
  }),
  chunk("assets/TrainingTabs.js", {
    facadeModuleId: `${src}/features/training/TrainingTabs.tsx`,
    modules: [`${src}/features/training/TrainingTabs.tsx`],
  }),
  chunk("assets/admin.training.js", {
    facadeModuleId: `${src}/routes/admin.training.tsx?tsr-split=component`,
    imports: ["assets/shared.js"],
    modules: [`${src}/routes/admin.training.tsx?tsr-split=component`],
  }),
  chunk("assets/HomeSections.js", {
    facadeModuleId: `${src}/features/home/HomeSections.tsx`,
    modules: [`${src}/features/home/HomeSections.tsx`],
  }),
  chunk("assets/shared.js", { modules: [`${src}/components/Shared.tsx`] }),
  chunk("assets/training-es.js", { facadeModuleId: "/repo/packages/i18n/messages/es/training.json?catalog" }),
  chunk("assets/blog-es.js", { facadeModuleId: "/repo/packages/i18n/messages/es/blog.json?catalog" }),
];
function css(file: string): ChunkFacts["viteMetadata"] {
  return { importedCss: new Set([file]), importedAssets: new Set() };
}
const lazyImports: Record<string, string[]> = {
  [`${src}/main.tsx`]: [`${src}/start.tsx`],
  [`${src}/routes/training.tsx`]: [`${src}/routes/training.tsx?tsr-split=component`],
  [`${src}/routes/admin.training.tsx`]: [`${src}/routes/admin.training.tsx?tsr-split=component`],
  [`${src}/routes/index.tsx`]: [`${src}/features/home/HomeSections.tsx`],
  [`${src}/features/training/TrainingPage.tsx`]: [`${src}/features/training/TrainingTabs.tsx`],
  [`${src}/i18n/web-catalogs.ts`]: [
    "/repo/packages/i18n/messages/es/training.json?catalog",
    "/repo/packages/i18n/messages/es/blog.json?catalog",
  ],
};

describe("the files a page that opens offline needs", () => {
  const needed = neededOffline(chunks, (id) => lazyImports[id] ?? [], {
    routes: ["training"],
    namespaces: ["training"],
  });

  it("are the app's start, the offline page's code with what it loads lazily, its styles and words", () => {
    expect([...needed].sort()).toEqual(
      [
        "assets/index.js",
        "assets/index.css",
        "assets/startup.js",
        "assets/training.js",
        "assets/training.css",
        "assets/TrainingTabs.js",
        "assets/shared.js",
        "assets/training-es.js",
      ].sort(),
    );
  });

  it("leave out the back office, another page's lazy section and other catalogues", () => {
    for (const file of ["assets/admin.training.js", "assets/HomeSections.js", "assets/blog-es.js"])
      expect(needed.has(file), file).toBe(false);
  });
});
