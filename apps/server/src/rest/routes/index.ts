import type { RestRoute } from "../define";
import { authRoutes } from "./auth";
import { bookingRoutes } from "./bookings";
import { calendarRoutes } from "./calendar";
import { catalogueRoutes } from "./catalogue";
import { clientPageRoutes } from "./client-pages";
import { contactRoutes } from "./contact";
import { devToolRoutes } from "./dev-tools";
import { discountRoutes } from "./discounts";
import { intakeRoutes } from "./intake";
import { newsletterRoutes } from "./newsletter";
import { paymentRoutes } from "./payments";
import { portalRoutes } from "./portal";
import { privacyRoutes } from "./privacy";
import { progressRoutes } from "./progress";
import { recipeRoutes } from "./recipes";
import { reminderRoutes } from "./reminders";
import { reportRoutes } from "./reports";
import { sessionRoutes } from "./sessions";
import { testimonialRoutes } from "./testimonials";

export const restRoutes: RestRoute[] = [
  ...catalogueRoutes,
  ...testimonialRoutes,
  ...bookingRoutes,
  ...paymentRoutes,
  ...discountRoutes,
  ...contactRoutes,
  ...newsletterRoutes,
  ...portalRoutes,
  ...privacyRoutes,
  ...sessionRoutes,
  ...calendarRoutes,
  ...intakeRoutes,
  ...clientPageRoutes,
  ...progressRoutes,
  ...recipeRoutes,
  ...reminderRoutes,
  ...reportRoutes,
  ...authRoutes,
  ...devToolRoutes,
];
