import { pathIn, routePath } from "@studio/i18n/paths";
import { LANGUAGES } from "@studio/validators/languages";

// Every page a visitor or client can open, with one real address for each page that takes a parameter: what the
// page budget and Lighthouse measure. site-pages.test.ts keeps it in step with the router's routes.

/** The pages of the public site and the client portal (not the admin nor the developer pages), in English. */
const englishPages = [
  "/",
  "/booking",
  "/booking/6",
  "/blog",
  "/blog/why-strength-training-matters-after-40",
  "/recipes",
  "/recipes/1",
  "/recipes/create",
  "/contact",
  "/gift-cards",
  "/privacy",
  "/terms",
  "/my-bookings",
  "/workout-access",
  "/workout-of-the-day",
  "/progress-tracker",
  "/training",
  "/reminder-settings",
  "/health-questionnaire",
  "/checkout",
  "/pay",
  "/booking-confirmation",
  "/unsubscribe",
  "/newsletter/confirm",
  "/waitlist/claim",
  "/clients/patricia/program",
  "/clients/patricia/message",
  "/no-such-page",
] as const;

/** Every page in every language: "/booking" and "/es/booking". */
export const sitePages = LANGUAGES.flatMap((language) => englishPages.map((page) => pathIn(language, page)));

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** A page search engines may list: its route is in the sitemap, in every language (server-render.tsx). */
    indexed?: boolean;
  }
}

/** Routes that are not the visitor's: behind the admin sign-in, or developer pages (admin-only in production). */
export const isBackOfficeRoute = (path: string) => /^\/(admin(\/|$)|test-)/.test(routePath(path));
