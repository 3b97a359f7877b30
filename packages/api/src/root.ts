// The published API: every domain's procedures under the names the web app and the REST adapter call. The
// trainer's procedures sit under admin.*, each from its own domain.
import { auditAdminRouter } from "./audit/router";
import { adminSignInProcedures, securityAdminRouter } from "./auth/router";
import { blogAdminRouter, blogRouter } from "./blog/router";
import { bookingProcedures, bookingsAdminRouter, clientBookingProcedures } from "./bookings/router";
import { calendarAdminRouter, calendarRouter, clientCalendarProcedures } from "./calendar/router";
import { packagesAdminRouter, packagesRouter } from "./catalogue/router";
import { clientPagesRouter } from "./client-pages/router";
import { clientsAdminProcedures } from "./clients/router";
import { contactAdminRouter, contactRouter } from "./contact/router";
import { devToolsRouter } from "./dev-tools/router";
import { discountsAdminRouter, discountsRouter } from "./discounts/router";
import { exercisesAdminRouter } from "./exercises/router";
import { giftCardsAdminRouter, giftCardsRouter } from "./gift-cards/router";
import { hoursAdminProcedures, hoursRouter } from "./hours/router";
import { clientIntakeProcedures, intakeAdminProcedures } from "./intake/router";
import { membershipAdminProcedures, membershipClientProcedures } from "./memberships/router";
import { newsletterAdminRouter, newsletterRouter } from "./newsletter/router";
import { paymentProcedures } from "./payments/router";
import { portalProcedures, reminderPageProcedures } from "./portal/router";
import { privacyProcedures } from "./privacy/router";
import { programsAdminRouter } from "./programs/router";
import { progressAdminRouter, progressRouter } from "./progress/router";
import { pushProcedures } from "./push/router";
import { recipesAdminRouter, recipesRouter } from "./recipes/router";
import { remindersAdminProcedures, remindersProcedures } from "./reminders/router";
import { reportsAdminRouter } from "./reports/router";
import { salesAdminRouter } from "./sales/router";
import {
  clientSessionProcedures,
  sessionsAdminProcedures,
  sessionsToResolveProcedures,
  waitlistClaimProcedure,
} from "./sessions/router";
import { testimonialsRouter } from "./testimonials/router";
import { trainingAdminRouter } from "./training/admin";
import { trainingRouter } from "./training/router";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  admin: router({
    ...adminSignInProcedures,
    bookings: bookingsAdminRouter,
    sales: salesAdminRouter,
    memberships: router(membershipAdminProcedures),
    reports: reportsAdminRouter,
    sessions: router({ ...sessionsAdminProcedures, ...remindersAdminProcedures }),
    discounts: discountsAdminRouter,
    giftCards: giftCardsAdminRouter,
    packages: packagesAdminRouter,
    programs: programsAdminRouter,
    recipes: recipesAdminRouter,
    exercises: exercisesAdminRouter,
    training: trainingAdminRouter,
    progress: progressAdminRouter,
    hours: router({ ...hoursAdminProcedures, ...sessionsToResolveProcedures }),
    blog: blogAdminRouter,
    audit: auditAdminRouter,
    calendar: calendarAdminRouter,
    clients: router({ ...clientsAdminProcedures, ...intakeAdminProcedures }),
    inbox: contactAdminRouter,
    newsletter: newsletterAdminRouter,
    security: securityAdminRouter,
  }),
  blog: blogRouter,
  bookings: router({ ...bookingProcedures, ...paymentProcedures }),
  calendar: calendarRouter,
  devTools: devToolsRouter,
  discounts: discountsRouter,
  giftCards: giftCardsRouter,
  hours: hoursRouter,
  clientPages: clientPagesRouter,
  contact: contactRouter,
  newsletter: newsletterRouter,
  packages: packagesRouter,
  portal: router({
    ...portalProcedures,
    ...clientSessionProcedures,
    ...clientCalendarProcedures,
    ...clientIntakeProcedures,
    ...privacyProcedures,
    ...clientBookingProcedures,
    ...membershipClientProcedures,
  }),
  progress: progressRouter,
  push: router(pushProcedures),
  recipes: recipesRouter,
  reminders: router({ ...remindersProcedures, ...reminderPageProcedures }),
  testimonials: testimonialsRouter,
  training: trainingRouter,
  waitlist: router({ claim: waitlistClaimProcedure }),
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;
