// What the payment link's page reads, asked for by its route's loader and its screen alike.
import { trpc } from "../../lib/trpc";

/** The sale a payment link holds: the booking's own page as its token's holder reads it. */
export const payLinkQuery = (id: number, token: string) =>
  trpc.bookings.confirmation.queryOptions({ id, token }, { staleTime: 0, retry: false });
