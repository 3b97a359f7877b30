// What the server says to a person, by message ID (the `server` catalogue): in the language of the page that asked,
// for the site's own calls (tRPC), and in English for the REST API. A refusal carries its ID and values with it, so
// the error formatter says it in the request's language and sends the ID along (`data.said`); nothing compares an
// error's text.
import type { Language, MessageId, MessageValues, Said } from "@studio/i18n";
import { translate } from "@studio/i18n";
import { i18nFor } from "@studio/i18n/server";
import { TRPCError } from "@trpc/server";

/** The server's own messages. */
export type ServerMessageId = Extract<MessageId, `server.${string}`>;

/** A message's values, or how to word them in a language (a date in its words). */
type Values = MessageValues | ((language: Language) => MessageValues);

/** A message of the server's catalogue with its values, to be said in whichever language is asked. */
export class Saying {
  constructor(
    readonly id: ServerMessageId,
    private readonly values: Values = {},
  ) {}

  /** The message's ID and its values worded for `language`: what travels to the page. */
  said(language: Language): Said {
    return { id: this.id, values: typeof this.values === "function" ? this.values(language) : this.values };
  }

  in(language: Language): string {
    const { id, values } = this.said(language);
    return translate(i18nFor(language, ["server"]), id, values);
  }
}

export const says = (id: ServerMessageId, values?: Values) => new Saying(id, values);

/** What a refusal says; its English is the error's message. (tRPC keeps only Error instances as causes.) */
export class Refusal extends Error {
  constructor(readonly saying: Saying) {
    super(saying.in("en"));
    this.name = "Refusal";
  }
}

/** An error a person reads: the code decides the HTTP status, the message is said in her language. */
export function refusal(code: TRPCError["code"], id: ServerMessageId | Saying, values?: Values): TRPCError {
  const cause = new Refusal(id instanceof Saying ? id : says(id, values));
  return new TRPCError({ code, message: cause.message, cause });
}

/** What an error says, when it is a refusal. */
export function sayingOf(error: TRPCError): Saying | undefined {
  return error.cause instanceof Refusal ? error.cause.saying : undefined;
}
