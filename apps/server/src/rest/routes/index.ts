import type { RestRoute } from "../define";
import { adminRoutes } from "./admin";
import { contactRoutes } from "./contact";
import { packageRoutes } from "./packages";
import { testimonialRoutes } from "./testimonials";

export const restRoutes: RestRoute[] = [...packageRoutes, ...testimonialRoutes, ...contactRoutes, ...adminRoutes];
