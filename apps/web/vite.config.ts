import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: true }), react()],
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/trpc": "http://localhost:3000", "/dev": "http://localhost:3000" },
  },
  build: { target: "es2022", sourcemap: false, reportCompressedSize: false },
});
