import { adminRouter } from "./routers/admin";
import { packagesRouter } from "./routers/packages";
import { testimonialsRouter } from "./routers/testimonials";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  admin: adminRouter,
  packages: packagesRouter,
  testimonials: testimonialsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;
