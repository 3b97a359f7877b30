import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: true }), react()],
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/trpc": "http://localhost:3000", "/dev": "http://localhost:3000" },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
    modulePreload: {
      // The app's code starts once a prerendered page has painted (src/main.tsx); writing a preload link for each
      // of its ~50 chunks then was a long task on a phone, so the browser finds them itself from the imports.
      resolveDependencies: (filename, deps) => (/(^|\/)start-[\w-]+\.js$/.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      // Building a zod schema has no side effects, and neither has loading @studio/validators: a schema nobody
      // uses is dropped, so the home page imports one plain helper without carrying zod and every schema along.
      treeshake: {
        manualPureFunctions: ["z"],
        moduleSideEffects: [{ test: /\/packages\/validators\/src\//, sideEffects: false }],
      },
    },
  },
});
