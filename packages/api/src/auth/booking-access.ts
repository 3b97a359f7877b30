// Who may read a booking without an account: the browser that made it, holding its link's token (the checkout,
// the confirmation page). Used by the bookings and payments domains alike, so it sits below both.
import { type Booking, bookings } from "@studio/db";
import { eq } from "drizzle-orm";
import type { Services } from "../context";
import { refusal } from "../lib/said";
import { safeEqual, signFor } from "../lib/tokens";

export const bookingAccessToken = (services: Services, id: number) => signFor(services.secret, "booking", String(id));

/** The booking, or 404. */
export async function findBooking(services: Services, id: number): Promise<Booking> {
  const [booking] = await services.db.select().from(bookings).where(eq(bookings.id, id));
  if (!booking) throw refusal("NOT_FOUND", "server.bookings.notFound");
  return booking;
}

/** The booking, for the browser holding its access token (the one that made it); anyone else gets 403. */
export async function ownedBooking(services: Services, id: number, token: string): Promise<Booking> {
  if (!safeEqual(token, bookingAccessToken(services, id))) {
    throw refusal("FORBIDDEN", "server.bookings.linkNotValid");
  }
  return findBooking(services, id);
}
