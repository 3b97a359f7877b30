// A client's private calendar feed: its addresses, the reset that replaces them, and the feed file itself.
import { z } from "zod";
import { instant, numeric } from "./common";

/** Her feed's two addresses (the same feed): https for Google, webcal:// for Apple and Outlook. */
export const calendarFeedOutput = z.object({
  url: z.url(),
  webcalUrl: z.string().startsWith("webcal://"),
  /** Which address this is: a reset asks for the one it replaces, so a repeated reset changes it once. */
  version: z.number().int().positive(),
  rotatedAt: instant.nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedOutput>;

export const rotateCalendarFeedInput = z.object({
  version: numeric(
    z
      .number({ error: "version must be a number" })
      .int("version must be a whole number")
      .positive("version must be positive")
      .max(2_147_483_647, "version is too large"),
  ),
});

/**
 * The token in the feed's address. Any text is taken here (bounded), so a mistyped, old or made-up address is
 * answered "not found" like any address that leads nowhere, never "bad request".
 */
export const calendarFeedTokenInput = z.object({ token: z.string().max(100, "token is too long") });

export const calendarFeedFileOutput = z.object({ filename: z.string(), content: z.string() });
