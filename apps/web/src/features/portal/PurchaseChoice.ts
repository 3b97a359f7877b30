import { skipToken, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type RouterOutputs, trpc } from "../../lib/trpc";

/** The verified answer: her latest purchase opened, and the list of all she owns. */
export type VerifiedPrograms = RouterOutputs["portal"]["verifyProgram"];
/** One line of her list, as the browser receives it (the date arrives as text). */
export type OwnedPurchase = VerifiedPrograms["purchases"][number];

/**
 * Which of her purchases is open: the latest, which verification already sent, or one she chose from her list,
 * fetched by booking id in her session.
 */
export function usePurchaseChoice(verified: VerifiedPrograms | undefined) {
  const [chosen, setChosen] = useState<number | null>(null);
  const other = verified && chosen !== null && chosen !== verified.bookingId ? chosen : null;
  const fetched = useQuery(trpc.portal.openProgram.queryOptions(other === null ? skipToken : { bookingId: other }));
  const latest = { isPending: false, isError: false, error: null, data: verified };

  return {
    /** The booking whose program shows, marked as current in her list. */
    openedId: other ?? verified?.bookingId,
    /** The open program, in the shape of a query: another purchase is fetched, the latest is already here. */
    opened: other === null ? latest : fetched,
    /** Whether she picked it herself, so the page may move her focus to it. */
    picked: chosen !== null,
    choose: (bookingId: number) => setChosen(bookingId),
    /** Back to the latest, for a new verification or starting over. */
    forget: () => setChosen(null),
  };
}
