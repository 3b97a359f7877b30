import { fileURLToPath } from "node:url";
import { catalogs } from "@studio/i18n/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { mantineStyles } from "./build/mantine-styles.ts";
import { mantineVariables } from "./build/mantine-variables.ts";
import { startupChunk } from "./build/startup-chunk.ts";
import { webApp } from "./build/web-app.ts";

/**
 * The web fonts are preloaded, and with `optional` the browser holds the first paint a moment for them instead of
 * laying the page out with a fallback and again when they arrive: that second layout (new font instances for
 * every size and weight on the page) was the longest task after the first paint on a throttled phone. A visitor
 * whose fonts are late sees the system font for that visit and the brand fonts, cached, on the next.
 */
const fontsWithoutSwap = (): Plugin => ({
  name: "fonts-without-swap",
  transform(code, id) {
    if (id.includes("@fontsource") && id.endsWith(".css"))
      return code.replaceAll("font-display: swap", "font-display: optional");
  },
});

const startup = startupChunk({
  entry: fileURLToPath(new URL("./src/main.tsx", import.meta.url)),
  start: fileURLToPath(new URL("./src/start.tsx", import.meta.url)),
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // Every part of a route that only its own page needs loads lazily with it, loader included (TanStack splits
      // only the components by default): an unsplit part would be in every visitor's first load.
      codeSplittingOptions: {
        defaultBehavior: [["loader"], ["component", "pendingComponent"], ["errorComponent"], ["notFoundComponent"]],
      },
    }),
    react(),
    catalogs(),
    fontsWithoutSwap(),
    mantineVariables(),
    mantineStyles({
      srcDir: fileURLToPath(new URL("./src/", import.meta.url)),
      baseFile: fileURLToPath(new URL("./src/mantine-styles.ts", import.meta.url)),
    }),
    startup.plugin,
    // The manifest and the service worker belong to the browser's build, not the server's rendering code.
    ...(isSsrBuild ? [] : webApp()),
  ],
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/trpc": "http://localhost:3000", "/dev": "http://localhost:3000" },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
    modulePreload: {
      // No preload link per chunk of a dynamic import (the app's start, a route, a section): writing ~20-50 of them
      // was a long task on a phone, and the browser finds the chunks from the imports anyway. Style sheets still load.
      resolveDependencies: () => [],
    },
    rolldownOptions: {
      // Building a zod schema has no side effects, and neither has loading @studio/validators: a schema nobody
      // uses is dropped, so the home page imports one plain helper without carrying zod and every schema along.
      // `numeric` and `idWith` (validators' common.ts) build zod schemas too.
      treeshake: {
        manualPureFunctions: ["z", "numeric", "idWith"],
        moduleSideEffects: [{ test: /\/packages\/validators\/src\//, sideEffects: false }],
      },
      output: {
        // Only the start's own modules: what they import from React stays in React's chunks (see startup-chunk.ts).
        codeSplitting: { groups: [{ ...startup.group, includeDependenciesRecursively: false }] },
      },
    },
  },
}));
