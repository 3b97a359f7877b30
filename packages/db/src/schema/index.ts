export * from "./bookings";
export * from "./catalog";
export * from "./content";
export * from "./discounts";
export * from "./programs";
export * from "./system";
export * from "./users";
