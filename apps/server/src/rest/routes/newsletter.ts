import { type RestRoute, route } from "../define";

export const newsletterRoutes: RestRoute[] = [
  route({
    method: "POST",
    url: "/api/newsletter/subscribe",
    procedure: "newsletter.subscribe",
    summary:
      "Sign up to the newsletter: the address is e-mailed a link to confirm it (double opt-in), and counts once confirmed. The answer is the same for a new, pending or subscribed address; 3 sign-ups per address a day",
    tag: "newsletter",
    access: "public",
  }),
  route({
    method: "POST",
    url: "/api/newsletter/confirm",
    procedure: "newsletter.confirm",
    summary:
      "Confirm a sign-up with the signed link from its confirmation e-mail (email and token, valid 7 days): the first confirms and sends the welcome, a repeat answers alreadyConfirmed; a forged, expired or superseded link is refused with 403",
    tag: "newsletter",
    access: "public",
  }),
  route({
    method: "POST",
    url: "/api/newsletter/unsubscribe",
    procedure: "newsletter.unsubscribe",
    summary:
      "Unsubscribe with the signed link from a newsletter e-mail: JSON from the page, or a mail program's one-click POST (RFC 8058: email and token in the query, List-Unsubscribe=One-Click as a form body)",
    tag: "newsletter",
    access: "public",
    form: true,
  }),
  route({
    method: "GET",
    url: "/api/admin/newsletter/subscribers.csv",
    procedure: "admin.newsletter.exportCsv",
    summary:
      "The newsletter's subscribers as CSV (email, status: active, pending or unsubscribed, subscribed_at, unsubscribed_at, confirmed_at), newest first, streamed from the database",
    tag: "admin",
    access: "admin",
    file: { contentType: "text/csv; charset=utf-8" },
  }),
];
