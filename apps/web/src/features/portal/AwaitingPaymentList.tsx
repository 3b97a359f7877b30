import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { trpc } from "../../lib/trpc";

/** The cards load only when she has a booking to pay: My Sessions' first load carries none of their code. */
const AwaitingPaymentCards = lazy(() => import("./AwaitingPaymentCards"));

/**
 * In My Sessions: the bookings she made and did not pay for, while they are held for her. "Complete payment" opens
 * the same checkout for the same booking.
 */
export function AwaitingPaymentList({ email }: { email: string }) {
  // Asked afresh each time the list shows: a booking paid or released since must not be offered again.
  const awaiting = useQuery(trpc.portal.awaitingPayment.queryOptions(undefined, { staleTime: 0 }));
  // Only the list of the e-mail shown as signed in, never one left in the cache from another.
  const bookings = awaiting.data?.email === email ? awaiting.data.bookings : [];
  if (!bookings.length) return null;
  return (
    <Suspense fallback={null}>
      <AwaitingPaymentCards bookings={bookings} />
    </Suspense>
  );
}
