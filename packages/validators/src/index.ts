export * from "./admin";
export * from "./common";
export * from "./packages";
export * from "./studio";
export * from "./testimonials";
