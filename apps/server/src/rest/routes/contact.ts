import {
  type ContactInput,
  contactInput,
  messageOutput,
  type NewsletterUnsubscribeInput,
  newsletterSubscribeInput,
  newsletterUnsubscribeInput,
} from "@studio/validators";
import { z } from "zod";
import { type RestRoute, route } from "../define";

export const contactRoutes: RestRoute[] = [
  route<ContactInput>({
    method: "POST",
    url: "/api/contact",
    summary: "Send the trainer a message (stored, and e-mailed to her)",
    tag: "contact",
    access: "public",
    input: contactInput,
    output: messageOutput.extend({ id: z.number().int() }),
    call: (caller, input) => caller.contact.submit(input),
  }),
  route<{ email: string }>({
    method: "POST",
    url: "/api/newsletter/subscribe",
    summary: "Subscribe to the newsletter (subscribing again reactivates)",
    tag: "newsletter",
    access: "public",
    input: newsletterSubscribeInput,
    output: messageOutput,
    call: (caller, input) => caller.newsletter.subscribe(input),
  }),
  route<NewsletterUnsubscribeInput>({
    method: "POST",
    url: "/api/newsletter/unsubscribe",
    summary: "Unsubscribe with the signed link from a newsletter e-mail",
    tag: "newsletter",
    access: "public",
    input: newsletterUnsubscribeInput,
    output: messageOutput,
    call: (caller, input) => caller.newsletter.unsubscribe(input),
  }),
];
