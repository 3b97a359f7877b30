// The catalogues, one per part of the site, in messages/{language}/{namespace}.json. A page loads the ones it
// shows, in its own language only. English is the source: its files define which IDs exist.
import type blog from "../messages/en/blog.json";
import type booking from "../messages/en/booking.json";
import type catalogue from "../messages/en/catalogue.json";
import type checkout from "../messages/en/checkout.json";
import type common from "../messages/en/common.json";
import type contact from "../messages/en/contact.json";
import type controls from "../messages/en/controls.json";
import type email from "../messages/en/email.json";
import type gifts from "../messages/en/gifts.json";
import type home from "../messages/en/home.json";
import type intake from "../messages/en/intake.json";
import type newsletter from "../messages/en/newsletter.json";
import type portal from "../messages/en/portal.json";
import type privacy from "../messages/en/privacy.json";
import type recipes from "../messages/en/recipes.json";
import type reminders from "../messages/en/reminders.json";
import type server from "../messages/en/server.json";
import type services from "../messages/en/services.json";
import type signin from "../messages/en/signin.json";
import type terms from "../messages/en/terms.json";
import type tracker from "../messages/en/tracker.json";
import type training from "../messages/en/training.json";
import type validation from "../messages/en/validation.json";
import type workouts from "../messages/en/workouts.json";

export interface SourceCatalogs {
  blog: typeof blog;
  booking: typeof booking;
  catalogue: typeof catalogue;
  checkout: typeof checkout;
  common: typeof common;
  contact: typeof contact;
  /** Shared controls (the photo upload, the pager), on the site's pages and in the back office. */
  controls: typeof controls;
  /** What the site e-mails, written on the server in the language of the booking or the request. */
  email: typeof email;
  /** The gift card page: buying a card for someone else. */
  gifts: typeof gifts;
  home: typeof home;
  /** The client's health questionnaire and waiver. */
  intake: typeof intake;
  newsletter: typeof newsletter;
  recipes: typeof recipes;
  /** My Sessions, scheduling and the waiting list. */
  portal: typeof portal;
  /** The e-mail and code steps every client page signs in with. */
  signin: typeof signin;
  /**
   * What the server tells a person (refusals, limits, confirmations), said by the server in the page's language and
   * in English to the REST API; never loaded by a page.
   */
  server: typeof server;
  /** The services cards' buttons, prices and lines: the home page's (and the trainer's package form). */
  services: typeof services;
  privacy: typeof privacy;
  reminders: typeof reminders;
  terms: typeof terms;
  tracker: typeof tracker;
  /** Her training between sessions: today's workout to log, her history and the trainer's comments. */
  training: typeof training;
  /** The shared schemas' rules a person on the site meets (a form checks them before the server does). */
  validation: typeof validation;
  /** Opening a bought program or Workout of the Day, and the trainer's pages for one client. */
  workouts: typeof workouts;
}

export type Namespace = keyof SourceCatalogs;

export const NAMESPACES = [
  "blog",
  "booking",
  "catalogue",
  "checkout",
  "common",
  "contact",
  "controls",
  "email",
  "gifts",
  "home",
  "intake",
  "portal",
  "signin",
  "server",
  "services",
  "newsletter",
  "recipes",
  "privacy",
  "reminders",
  "terms",
  "tracker",
  "training",
  "validation",
  "workouts",
] as const satisfies readonly Namespace[];

/** Fails to compile when a catalogue above is missing from the list. */
const everyNamespaceListed: Exclude<Namespace, (typeof NAMESPACES)[number]> extends never ? true : never = true;
void everyNamespaceListed;

/** Every message ID: its namespace, a dot, and its key in that namespace's catalogue ("common.nav.home"). */
export type MessageId = { [N in Namespace]: `${N}.${keyof SourceCatalogs[N] & string}` }[Namespace];
