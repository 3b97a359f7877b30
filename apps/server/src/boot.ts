// dist/main.js: runs the server bundle (dist/server.cjs) with the V8 code cache the build made for it. Node 20 has
// no compile cache for modules, and compiling the 2.3 MB bundle cost ~50 ms of every start; with the cache it
// takes well under a millisecond. A cache from another Node version is rejected by V8 and the bundle compiles
// as usual.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { Script } from "node:vm";

const filename = fileURLToPath(new URL("./server.cjs", import.meta.url));
const cacheFile = `${filename}.cache`;
const readCache = () => {
  try {
    return readFileSync(cacheFile);
  } catch {
    return undefined;
  }
};

// The CommonJS wrapper goes on a line of its own, so the bundle's line numbers stay its own.
const script = new Script(
  `(function (exports, require, module, __filename, __dirname) {\n${readFileSync(filename, "utf8")}\n})`,
  {
    filename,
    lineOffset: -1,
    cachedData: process.env.WRITE_CODE_CACHE ? undefined : readCache(),
  },
);
// The build starts the server once with WRITE_CODE_CACHE set and stops it: the cache written on the way out
// holds every function compiled by then (start-up, first requests, shutdown), not only the top level.
if (process.env.WRITE_CODE_CACHE) process.on("exit", () => writeFileSync(cacheFile, script.createCachedData()));

const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(filename), module, filename, dirname(filename));
