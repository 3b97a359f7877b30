import type { PackageOutput } from "@studio/validators";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type BookingDraft, saveBooking } from "../../lib/booking-session";
import { toast } from "../../lib/toast";
import { errorMessage, trpc } from "../../lib/trpc";

export interface BookingRequest extends Omit<BookingDraft, "packageId"> {
  pkg: PackageOutput;
  discountCode: string | null;
  /** The same for every send of one attempt: the server books it once. */
  requestKey: string;
}

/** SPEC section 4: create the booking, then the free path (complete it) or the paid path (checkout). */
export function useSubmitBooking() {
  const navigate = useNavigate();
  const create = useMutation(trpc.bookings.create.mutationOptions());
  const completeFree = useMutation(trpc.bookings.completeFree.mutationOptions());

  /** Resolves true once the booking exists (whatever follows), false when it could not be made. */
  const submit = async (request: BookingRequest): Promise<boolean> => {
    let booking: Awaited<ReturnType<typeof create.mutateAsync>>;
    try {
      booking = await create.mutateAsync({
        packageId: request.pkg.id,
        clientName: request.clientName,
        clientEmail: request.clientEmail,
        phone: request.phone || null,
        experience: (request.experience || null) as "beginner" | "intermediate" | "advanced" | null,
        address: request.address || null,
        notes: request.notes || null,
        discountCode: request.discountCode,
        requestKey: request.requestKey,
      });
    } catch (error) {
      toast("Error", errorMessage(error, "Failed to create booking. Please try again."), "error");
      return false;
    }

    const free = booking.amount === "0.00";
    saveBooking({
      clientName: booking.clientName,
      bookingId: String(booking.id),
      packageId: String(booking.packageId),
      bookingToken: booking.accessToken,
      finalAmount: free ? undefined : booking.amount,
    });
    if (!free) {
      await navigate({ to: "/checkout" });
      return true;
    }
    try {
      await completeFree.mutateAsync({
        id: booking.id,
        token: booking.accessToken,
        payment_status: "paid",
        status: "completed",
      });
      toast("Booking Confirmed!", "Your booking is confirmed. See you soon!", "success");
      await navigate({ to: "/booking-confirmation" });
    } catch {
      toast("Booking Created", "Your booking was created. We will confirm it with you manually by email.", "info");
    }
    return true;
  };

  return { submit, pending: create.isPending || completeFree.isPending };
}
