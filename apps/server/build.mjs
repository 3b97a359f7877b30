// Bundles the server, the workspace packages and their npm dependencies into dist/server.cjs: one file parses
// and links much faster at start than the thousand files it comes from. dist/main.js (src/boot.ts) runs it
// with a V8 code cache made here, by starting the built server once. What stays external is loaded from
// node_modules at run time: native and WebAssembly modules, the logger (its transports run in worker threads
// that load files by path), and heavy modules the server imports only on first use.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
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

/**
 * @fastify/static loads glob (~10 ms at start) for one option the site does not use (`wildcard: false`); the
 * bundle loads it when called instead.
 */
const staticWithLazyGlob = {
  name: "static-with-lazy-glob",
  setup(build) {
    build.onLoad({ filter: /[\\/]@fastify[\\/]static[\\/]index\.js$/ }, (file) => {
      const source = readFileSync(file.path, "utf8");
      const eager = "const { glob } = require('glob')";
      if (!source.includes(eager)) throw new Error(`${file.path} no longer loads glob as expected`);
      return { contents: source.replace(eager, "const glob = (...args) => require('glob').glob(...args)") };
    });
  },
};

/** Starts the built server once (embedded database, production mode), asks it for three answers and stops it. */
async function writeCodeCache() {
  const dataDir = mkdtempSync(join(tmpdir(), "code-cache-"));
  const child = spawn(process.execPath, ["dist/main.js"], {
    env: {
      ...process.env,
      WRITE_CODE_CACHE: "1",
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      SMTP_URL: "",
      PAYMENTS_MODE: "mock",
      UNSAFE_MOCK_PAYMENTS_IN_PRODUCTION: "true",
      SESSION_SECRET: "code-cache-secret-that-is-long-enough-0123456789",
      ADMIN_USERNAME: "code-cache",
      ADMIN_PASSWORD: "code-cache-password",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const timeout = setTimeout(() => child.kill("SIGKILL"), 60_000);
  let url;
  for await (const line of createInterface({ input: child.stdout })) {
    const message = JSON.parse(line).msg ?? "";
    if (message.startsWith("Site ready at ")) url = message.slice("Site ready at ".length);
    if (message === "Background jobs running" && url) {
      for (const path of ["/healthz", "/api/packages", "/trpc/packages.list"]) await (await fetch(url + path)).text();
      child.kill("SIGTERM");
    }
  }
  await exited;
  clearTimeout(timeout);
  rmSync(dataDir, { recursive: true, force: true });
  if (!url || !existsSync("dist/server.cjs.cache")) throw new Error("The built server did not start; no code cache");
}

/** The migrated, empty embedded database a first start loads (see EMBEDDED_TEMPLATE in packages/db). */
async function writeEmbeddedTemplate() {
  const script = "dist/embedded-template.cjs";
  await build({
    entryPoints: ["src/embedded-template.ts"],
    outfile: script,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    define: { "import.meta.url": "__bundleUrl" },
    banner: { js: 'const __bundleUrl = require("node:url").pathToFileURL(__filename).href;' },
    external: ["@electric-sql/pglite", "drizzle-orm/pglite", "drizzle-orm/pglite/*"],
    logLevel: "warning",
  });
  const child = spawn(process.execPath, [script, "dist/migrations"], { stdio: "inherit" });
  const code = await new Promise((resolve) => child.once("exit", resolve));
  rmSync(script, { force: true });
  if (code !== 0) throw new Error("Could not write the embedded database template");
}

rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/server.cjs",
  bundle: true,
  platform: "node",
  // A script rather than a module, so that dist/main.js can compile it with V8's code cache.
  format: "cjs",
  target: "node20",
  // Externals load with require() (Node 20 requires every one of them), so the script needs no module loader.
  supported: { "dynamic-import": false },
  define: { "import.meta.url": "__bundleUrl" },
  banner: { js: 'const __bundleUrl = require("node:url").pathToFileURL(__filename).href;' },
  sourcemap: true,
  // Less text to parse at start; names stay readable in stack traces (and the source map points back).
  minifyWhitespace: true,
  minifySyntax: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  plugins: [zodEnglishOnly, staticWithLazyGlob],
  logLevel: "warning",
});
await build({
  entryPoints: ["src/boot.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  logLevel: "warning",
});
cpSync("../../packages/db/migrations", "dist/migrations", { recursive: true });
await writeEmbeddedTemplate();
await writeCodeCache();
