import { adminRouter } from "./routers/admin";
import { bookingsRouter } from "./routers/bookings";
import { clientPagesRouter } from "./routers/client-pages";
import { contactRouter } from "./routers/contact";
import { devToolsRouter } from "./routers/dev-tools";
import { discountsRouter } from "./routers/discounts";
import { newsletterRouter } from "./routers/newsletter";
import { packagesRouter } from "./routers/packages";
import { portalRouter } from "./routers/portal";
import { progressRouter } from "./routers/progress";
import { recipesRouter } from "./routers/recipes";
import { remindersRouter } from "./routers/reminders";
import { testimonialsRouter } from "./routers/testimonials";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  admin: adminRouter,
  bookings: bookingsRouter,
  devTools: devToolsRouter,
  discounts: discountsRouter,
  clientPages: clientPagesRouter,
  contact: contactRouter,
  newsletter: newsletterRouter,
  packages: packagesRouter,
  portal: portalRouter,
  progress: progressRouter,
  recipes: recipesRouter,
  reminders: remindersRouter,
  testimonials: testimonialsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;
