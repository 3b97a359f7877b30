// The catalogues, one per part of the site, in messages/{language}/{namespace}.json. A page loads the ones it
// shows, in its own language only. English is the source: its files define which IDs exist.
import type booking from "../messages/en/booking.json";
import type catalogue from "../messages/en/catalogue.json";
import type common from "../messages/en/common.json";
import type contact from "../messages/en/contact.json";
import type email from "../messages/en/email.json";
import type home from "../messages/en/home.json";
import type portal from "../messages/en/portal.json";
import type server from "../messages/en/server.json";
import type signin from "../messages/en/signin.json";
import type validation from "../messages/en/validation.json";
import type workouts from "../messages/en/workouts.json";

export interface SourceCatalogs {
  booking: typeof booking;
  catalogue: typeof catalogue;
  common: typeof common;
  contact: typeof contact;
  /** What the site e-mails, written on the server in the language of the booking or the request. */
  email: typeof email;
  home: typeof home;
  /** My Sessions, scheduling and the waiting list. */
  portal: typeof portal;
  /** The e-mail and code steps every client page signs in with. */
  signin: typeof signin;
  /** What the server tells a person (refusals, limits), keyed by its English text or ICU pattern; said in the page's language. */
  server: typeof server;
  /** The shared schemas' messages, keyed by their English text (the schemas and the REST API keep English). */
  validation: typeof validation;
  /** Opening a bought program or Workout of the Day, and the trainer's pages for one client. */
  workouts: typeof workouts;
}

export type Namespace = keyof SourceCatalogs;

export const NAMESPACES = [
  "booking",
  "catalogue",
  "common",
  "contact",
  "email",
  "home",
  "portal",
  "signin",
  "server",
  "validation",
  "workouts",
] as const satisfies readonly Namespace[];

/** Fails to compile when a catalogue above is missing from the list. */
const everyNamespaceListed: Exclude<Namespace, (typeof NAMESPACES)[number]> extends never ? true : never = true;
void everyNamespaceListed;

/** Every message ID: its namespace, a dot, and its key in that namespace's catalogue ("common.nav.home"). */
export type MessageId = { [N in Namespace]: `${N}.${keyof SourceCatalogs[N] & string}` }[Namespace];
