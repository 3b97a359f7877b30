import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Vitest's default is one worker fewer than the cores, which on a two-core machine runs every file in turn. The
// files here wait on the database and the network as much as on the processor, so the unit and integration files
// run one more at a time than there are cores. All projects of a group share one pool of that size: on two cores
// the unit and both integration projects took 335 s with two at once (29 % of the processor idle), 285 s with three,
// 266 s with four (4 % idle, but the slowest tests then near their 30 s limit on a slower machine). Each file has its
// own server and database, so none shares state with another.
const workers = availableParallelism() + 1;

// Integration tests run once on embedded PGlite and, when TEST_DATABASE_URL is set, again on that PostgreSQL server.
const integration = (name: string, driver: "pglite" | "postgres") => ({
  test: {
    name,
    include: ["apps/server/test/**/*.test.ts"],
    env: { TEST_DB: driver },
    isolate: false,
    maxWorkers: workers,
    sequence: { groupOrder: 0 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    reporters: ["default", "./scripts/summary-reporter.ts"],
    projects: [
      {
        test: {
          name: "unit",
          maxWorkers: workers,
          sequence: { groupOrder: 0 },
          include: ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.ts", "apps/*/build/**/*.test.ts"],
        },
      },
      integration("integration:pglite", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [integration("integration:postgres", "postgres")] : []),
      {
        test: {
          name: "e2e",
          include: ["apps/web/e2e/**/*.test.ts"],
          // On the PostgreSQL server when there is one, as the site runs: its concurrency found three faults PGlite's
          // one connection hid, and the tests' own process spends a third less (PGlite's queries ran in it, as
          // WebAssembly: 428 s -> 273 s of node, plus 66 s of PostgreSQL, over all the files on two cores).
          env: { TEST_DB: process.env.TEST_DATABASE_URL ? "postgres" : "pglite" },
          exclude: ["apps/web/e2e/start.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two browsers at once, whatever the cores: more would measure the machine, not the pages.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          isolate: false,
        },
      },
      {
        // The README's start on a fresh machine, timed against its 8 s alone: beside a browser test on two cores
        // it measured the other test (10.7 s in CI; 4.1 s alone).
        test: {
          name: "e2e:start",
          include: ["apps/web/e2e/start.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
