import { adminRouter } from "./routers/admin";
import { contactRouter } from "./routers/contact";
import { newsletterRouter } from "./routers/newsletter";
import { packagesRouter } from "./routers/packages";
import { testimonialsRouter } from "./routers/testimonials";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  admin: adminRouter,
  contact: contactRouter,
  newsletter: newsletterRouter,
  packages: packagesRouter,
  testimonials: testimonialsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;
