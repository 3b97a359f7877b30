import type { RestRoute } from "../define";
import { adminRoutes } from "./admin";
import { adminDashboardRoutes } from "./admin-dashboard";
import { bookingRoutes } from "./bookings";
import { contactRoutes } from "./contact";
import { devToolRoutes } from "./dev-tools";
import { discountRoutes } from "./discounts";
import { packageRoutes } from "./packages";
import { portalRoutes } from "./portal";
import { progressRecipeRoutes } from "./progress-recipes";
import { reminderRoutes } from "./reminders";
import { testimonialRoutes } from "./testimonials";

export const restRoutes: RestRoute[] = [
  ...packageRoutes,
  ...testimonialRoutes,
  ...bookingRoutes,
  ...discountRoutes,
  ...contactRoutes,
  ...portalRoutes,
  ...progressRecipeRoutes,
  ...reminderRoutes,
  ...adminRoutes,
  ...adminDashboardRoutes,
  ...devToolRoutes,
];
