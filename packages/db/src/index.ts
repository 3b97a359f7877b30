export * from "./client";
export * from "./schema";
export { seedIfEmpty } from "./seed";
