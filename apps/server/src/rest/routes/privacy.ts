// Her data in her hands: the signed-in client downloads everything kept about her, or deletes it.
import { type RestRoute, route } from "../define";

export const privacyRoutes: RestRoute[] = [
  route({
    method: "GET",
    url: "/api/portal/my-data.json",
    procedure: "portal.myDataJson",
    summary:
      "Everything kept under the signed-in client's e-mail (account, bookings, payments, sessions and their " +
      "ledger, refunds, tracker entries, reminder settings, recipes shared, newsletter, messages, waitlist, " +
      "calendar feed) as one JSON file, streamed; at most 10 downloads an hour",
    tag: "client portal",
    access: "client",
    file: { contentType: "application/json; charset=utf-8" },
  }),
  route({
    method: "GET",
    url: "/api/portal/my-data.zip",
    procedure: "portal.myDataCsv",
    summary: "The same data as a .zip of one CSV file per kind, streamed; counted with the JSON downloads",
    tag: "client portal",
    access: "client",
    file: { contentType: "application/zip" },
  }),
  route({
    method: "POST",
    url: "/api/portal/erase-code",
    procedure: "portal.sendEraseCode",
    summary: "E-mail the signed-in client a 6-digit code that confirms deleting her data and opens nothing else",
    tag: "client portal",
    access: "client",
  }),
  route({
    method: "POST",
    url: "/api/portal/erase",
    procedure: "portal.eraseMyData",
    summary:
      "Delete the signed-in client's data with her erase code: scheduled sessions cancelled and their places " +
      "freed, bookings kept as anonymous accounting rows, everything else erased, her session ended, the trainer told",
    tag: "client portal",
    access: "client",
  }),
];
