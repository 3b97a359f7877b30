// Bundles the server, the workspace packages and their npm dependencies into dist/main.js: one file parses
// and links much faster at start than the thousand files it comes from. What stays external is loaded from
// node_modules at run time: native and WebAssembly modules, the logger (its transports run in worker threads
// that load files by path), and heavy modules the server imports only on first use.
import { cpSync, readFileSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = [
  "@node-rs/argon2", // native
  "sharp", // native; loaded with the first upload
  "@electric-sql/pglite", // WebAssembly; loaded only without DATABASE_URL
  "drizzle-orm/pglite",
  "pino",
  "pino-pretty",
  "pg-boss", // started once the site answers
  "stripe", // loaded with the first payment
  "nodemailer", // loaded with the first e-mail
  "ioredis", // loaded only with REDIS_URL
];
const undeclared = external.filter(
  (name) =>
    !pkg.dependencies[
      name
        .split("/")
        .slice(0, name.startsWith("@") ? 2 : 1)
        .join("/")
    ],
);
if (undeclared.length) throw new Error(`External modules must be dependencies of the server: ${undeclared.join(", ")}`);

/**
 * zod's namespace object carries every language of its error messages (64 files, a third of the bundle's
 * zod); the server's messages are its own English ones, so only zod's English locale is bundled.
 */
const zodEnglishOnly = {
  name: "zod-english-only",
  setup(build) {
    build.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, (file) => ({
      contents: 'export { default as en } from "./en.js";',
      resolveDir: dirname(file.path),
    }));
  },
};

rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  // Less text to parse at start; names stay readable in stack traces (and the source map points back).
  minifyWhitespace: true,
  minifySyntax: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Bundled CommonJS modules call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [zodEnglishOnly],
  logLevel: "warning",
});
cpSync("../../packages/db/migrations", "dist/migrations", { recursive: true });
