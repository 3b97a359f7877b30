export * from "./client";
export { isDatabaseUnreachable } from "./reachability";
export * from "./schema";
export { seedIfEmpty } from "./seed";
