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
      // No preload link per chunk of a dynamic import (the app's start, a route, a section): writing ~20-50 of them
      // was a long task on a phone, and the browser finds the chunks from the imports anyway. Style sheets still load.
      resolveDependencies: () => [],
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
