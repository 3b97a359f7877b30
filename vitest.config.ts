import { defineConfig } from "vitest/config";

// Integration tests run once on embedded PGlite and, when TEST_DATABASE_URL is set, again on that PostgreSQL server.
const integration = (name: string, driver: "pglite" | "postgres") => ({
  test: {
    name,
    include: ["apps/server/test/**/*.test.ts"],
    env: { TEST_DB: driver },
    isolate: false,
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
          include: ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.ts", "apps/*/build/**/*.test.ts"],
        },
      },
      integration("integration:pglite", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [integration("integration:postgres", "postgres")] : []),
      {
        test: {
          name: "e2e",
          include: ["apps/web/e2e/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});
