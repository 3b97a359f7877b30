// The catalogues, one per part of the site, in messages/{language}/{namespace}.json. A page loads the ones it
// shows, in its own language only. English is the source: its files define which IDs exist.
import type booking from "../messages/en/booking.json";
import type catalogue from "../messages/en/catalogue.json";
import type checkout from "../messages/en/checkout.json";
import type common from "../messages/en/common.json";
import type contact from "../messages/en/contact.json";
import type email from "../messages/en/email.json";
import type gate from "../messages/en/gate.json";
import type home from "../messages/en/home.json";
import type privacy from "../messages/en/privacy.json";
import type reminders from "../messages/en/reminders.json";
import type terms from "../messages/en/terms.json";
import type tracker from "../messages/en/tracker.json";
import type validation from "../messages/en/validation.json";

export interface SourceCatalogs {
  booking: typeof booking;
  catalogue: typeof catalogue;
  checkout: typeof checkout;
  common: typeof common;
  contact: typeof contact;
  /** What the site e-mails, written on the server in the language of the booking or the request. */
  email: typeof email;
  /** The e-mail code step in front of the tracker and the reminders. */
  gate: typeof gate;
  home: typeof home;
  privacy: typeof privacy;
  reminders: typeof reminders;
  terms: typeof terms;
  tracker: typeof tracker;
  /** The shared schemas' messages, keyed by their English text (the schemas and the REST API keep English). */
  validation: typeof validation;
}

export type Namespace = keyof SourceCatalogs;

export const NAMESPACES = [
  "booking",
  "catalogue",
  "checkout",
  "common",
  "contact",
  "email",
  "gate",
  "home",
  "privacy",
  "reminders",
  "terms",
  "tracker",
  "validation",
] as const satisfies readonly Namespace[];

/** Fails to compile when a catalogue above is missing from the list. */
const everyNamespaceListed: Exclude<Namespace, (typeof NAMESPACES)[number]> extends never ? true : never = true;
void everyNamespaceListed;

/** Every message ID: its namespace, a dot, and its key in that namespace's catalogue ("common.nav.home"). */
export type MessageId = { [N in Namespace]: `${N}.${keyof SourceCatalogs[N] & string}` }[Namespace];
