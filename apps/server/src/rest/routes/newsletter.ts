import { type RestRoute, route } from "../define";

export const newsletterRoutes: RestRoute[] = [
  route({
    method: "POST",
    url: "/api/newsletter/subscribe",
    procedure: "newsletter.subscribe",
    summary: "Subscribe to the newsletter (subscribing again reactivates)",
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
      "The newsletter's subscribers as CSV (email, status, subscribed_at, unsubscribed_at), newest first, streamed from the database",
    tag: "admin",
    access: "admin",
    file: { contentType: "text/csv; charset=utf-8" },
  }),
];
