export * from "./client";
export { isDatabaseUnreachable } from "./reachability";
export * from "./schema";
export { type SeedOptions, seedIfEmpty } from "./seed";
