import { type RestRoute, route } from "../define";

export const contactRoutes: RestRoute[] = [
  route({
    method: "POST",
    url: "/api/contact",
    procedure: "contact.submit",
    summary: "Send the trainer a message (stored, and e-mailed to her)",
    tag: "contact",
    access: "public",
  }),
];
