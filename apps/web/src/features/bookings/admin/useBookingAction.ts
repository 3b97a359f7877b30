import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import type { AdminBooking } from "./booking-filters";

/** The trainer's three actions on a booking (SPEC section 4): Mark as Paid, Cancel Booking, Delete. */
export type BookingAction = "pay" | "cancel" | "delete";

/**
 * An unpaid booking the 30-minute sweep released: cancelled without ever being paid, so it has no payment method
 * (a paid booking she cancelled keeps its own). Only ever shown when she asks for them.
 */
export const isReleased = (booking: Pick<AdminBooking, "status" | "paymentStatus" | "paymentMethod">) =>
  booking.status === "cancelled" && booking.paymentStatus === "cancelled" && !booking.paymentMethod;

/**
 * Runs a confirmed action once, however often its button is pressed: the guard is set before the request is sent,
 * so a double click, which arrives before the button shows that it is busy, sends nothing more. The outcome is a
 * toast either way; on success the dialog closes and the dashboard asks afresh.
 */
export function useBookingAction(booking: AdminBooking, action: BookingAction, onDone: () => void) {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const setStatus = useMutation(trpc.admin.bookings.setPaymentStatus.mutationOptions());
  const remove = useMutation(trpc.admin.bookings.remove.mutationOptions());
  const label = `Booking #${booking.id} for ${booking.clientName} (${booking.packageName})`;

  const send = () => {
    switch (action) {
      case "pay":
        return setStatus.mutateAsync({ id: booking.id, paymentStatus: "paid" });
      case "cancel":
        return setStatus.mutateAsync({ id: booking.id, paymentStatus: "cancelled" });
      case "delete":
        return remove.mutateAsync({ id: booking.id });
    }
  };
  const outcome = {
    pay: {
      title: "Booking marked as paid",
      message: `${label} is paid. A confirmation e-mail is on its way to the client.`,
      failed: "Could not mark the booking as paid",
      fallback: "Failed to update booking",
    },
    cancel: {
      title: "Booking cancelled",
      message: `${label} is cancelled, with its future sessions.`,
      failed: "Could not cancel the booking",
      fallback: "Failed to update booking",
    },
    delete: {
      title: "Booking deleted",
      message: `Booking #${booking.id} was deleted.`,
      failed: "Could not delete the booking",
      fallback: "Failed to delete booking",
    },
  }[action];

  const run = async () => {
    if (running.current) return;
    running.current = true;
    try {
      await send();
      toast(outcome.title, outcome.message, "success");
      onDone();
      void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
    } catch (error) {
      toast(outcome.failed, errorMessage(error, outcome.fallback), "error");
    } finally {
      running.current = false;
    }
  };

  return { run, pending: setStatus.isPending || remove.isPending };
}
