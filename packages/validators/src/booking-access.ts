// Who may act on a booking without signing in: the browser that made it.
import { z } from "zod";
import { id } from "./common";

/**
 * The booking's access token, handed to the browser that made it: every later call about the booking (pay,
 * complete for free, read its confirmation) carries it, so a guessed id acts on nothing.
 */
export const bookingToken = z
  .string({ error: "token is required: the accessToken returned when the booking was made" })
  .min(1, "token is required: the accessToken returned when the booking was made")
  .max(200, "token must be at most 200 characters");

export const bookingAccessInput = z.object({ id, token: bookingToken });
