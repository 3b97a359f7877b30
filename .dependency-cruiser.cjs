// The layers, enforced by `pnpm check`: web → i18n, validators (and the API's router type only); server → api →
// db, email → i18n → validators; nothing imports upwards, and no module imports itself through a circle.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A circle of imports (type-only ones included) means two modules each need the other first.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-circular-between-domains",
      severity: "error",
      comment:
        "Domain folders depend one way: what two domains share moves down to the one below both (auth, lib), and a procedure made of two domains is put together in root.ts.",
      scope: "folder",
      from: { path: "^(packages/api/src|apps/web/src/features)/[^/]+$" },
      to: { circular: true },
    },
    {
      name: "web-reaches-only-validators",
      severity: "error",
      comment: "The browser bundle may use the shared schemas, and of the API only its router type.",
      from: { path: "^apps/web/src/" },
      to: { path: "^(packages/(db|email)|apps/server)/" },
    },
    {
      name: "web-takes-only-types-from-api",
      severity: "error",
      from: { path: "^apps/web/src/" },
      to: { path: "^packages/api/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "packages-never-import-apps",
      severity: "error",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "server-does-not-import-web-code",
      severity: "error",
      from: { path: "^apps/server/" },
      to: { path: "^apps/web/" },
    },
    {
      name: "db-email-validators-stay-below-api",
      severity: "error",
      comment: "The database, e-mail and schema packages are used by the API, never the other way round.",
      from: { path: "^packages/(db|email|validators)/" },
      to: { path: "^packages/api/" },
    },
    {
      name: "i18n-below-email-and-api",
      severity: "error",
      comment: "The catalogues serve the web app, the e-mails and the API; they import none of them.",
      from: { path: "^packages/i18n/" },
      to: { path: "^(packages/(api|db|email)|apps)/" },
    },
    {
      name: "validators-stand-alone",
      severity: "error",
      from: { path: "^packages/validators/" },
      to: { path: "^packages/(db|email)/" },
    },
    {
      name: "api-infrastructure-below-domains",
      severity: "error",
      comment: "lib/ and ports/ serve every domain, so they import none (only the shared context types).",
      from: { path: "^packages/api/src/(lib|ports)/" },
      to: {
        path: "^packages/api/src/",
        pathNot: "^packages/api/src/(lib|ports)/|^packages/api/src/context\\.ts$",
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist[^/]*|node_modules|\\.data|screenshots)/|routeTree\\.gen\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".cjs", ".d.ts"],
      mainFields: ["module", "main", "types"],
    },
    skipAnalysisNotInRules: true,
  },
};
