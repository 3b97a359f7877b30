export * from "./admin";
export * from "./common";
export * from "./contact";
export * from "./newsletter";
export * from "./packages";
export * from "./studio";
export * from "./testimonials";
