// Every plain list and rule of the domains (no schema library), from one entry: what a visitor's first load, the
// database's column types and the server's zod schemas all derive from. One file per domain behind it.
export * from "./blog-kinds";
export * from "./exercise-kinds";
export * from "./gift-card-kinds";
export * from "./intake-kinds";
export * from "./list-kinds";
export * from "./membership-kinds";
export * from "./package-kinds";
export * from "./payment-kinds";
export * from "./progress-kinds";
export * from "./push-kinds";
export * from "./recipe-kinds";
export * from "./refund-kinds";
export * from "./session-kinds";
export * from "./training-kinds";
