import type { ManualPaymentKind, RefundChoice } from "@studio/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { toast } from "../../../lib/toast";
import { errorMessage, type RouterOutputs, trpc } from "../../../lib/trpc";
import type { AdminBooking } from "./booking-filters";
import { cancelToast, type Told } from "./money-wording";

/** The trainer's three actions on a booking (SPEC section 4): Mark as Paid, Cancel Booking, Delete. */
export type BookingAction = "pay" | "cancel" | "delete";

export type CancelResult = RouterOutputs["admin"]["bookings"]["cancel"];

/** What the dialog chose: how a payment was made, or which refund a cancel gives. */
export interface ActionChoice {
  method?: ManualPaymentKind;
  refund?: RefundChoice;
  /** The refund the dialog showed; the server refuses if it now computes another. */
  expectedRefund?: string;
}

/**
 * An unpaid booking the 30-minute sweep released: cancelled without ever being paid, so it has no payment method
 * (a paid booking she cancelled keeps its own). Only ever shown when she asks for them.
 */
export const isReleased = (booking: Pick<AdminBooking, "status" | "paymentStatus" | "paymentMethod">) =>
  booking.status === "cancelled" && booking.paymentStatus === "cancelled" && !booking.paymentMethod;

const failures: Record<BookingAction, { title: string; fallback: string }> = {
  pay: { title: "Could not mark the booking as paid", fallback: "Failed to update booking" },
  cancel: { title: "Could not cancel the booking", fallback: "Failed to update booking" },
  delete: { title: "Could not delete the booking", fallback: "Failed to delete booking" },
};

/**
 * Runs a confirmed action once, however often its button is pressed: the guard is set before the request is sent,
 * so a double click, which arrives before the button shows that it is busy, sends nothing more. The outcome is a
 * toast either way; on success the dialog closes (told what a cancel did) and the dashboard asks afresh.
 */
export function useBookingAction(
  booking: AdminBooking,
  action: BookingAction,
  onDone: (cancelled: CancelResult | null) => void,
) {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const setStatus = useMutation(trpc.admin.bookings.setPaymentStatus.mutationOptions());
  const cancel = useMutation(trpc.admin.bookings.cancel.mutationOptions());
  const remove = useMutation(trpc.admin.bookings.remove.mutationOptions());
  const label = `Booking #${booking.id} for ${booking.clientName} (${booking.packageName})`;

  const send = async (choice: ActionChoice): Promise<{ told: Told; cancelled: CancelResult | null }> => {
    switch (action) {
      case "pay": {
        await setStatus.mutateAsync({ id: booking.id, paymentStatus: "paid", method: choice.method });
        const message = `${label} is paid. A confirmation e-mail is on its way to the client.`;
        return { told: { title: "Booking marked as paid", message, tone: "success" }, cancelled: null };
      }
      case "cancel": {
        const cancelled = await cancel.mutateAsync({
          id: booking.id,
          refund: choice.refund ?? "none",
          expectedRefund: choice.expectedRefund,
        });
        return { told: cancelToast(label, cancelled), cancelled };
      }
      case "delete":
        await remove.mutateAsync({ id: booking.id });
        return {
          told: { title: "Booking deleted", message: `Booking #${booking.id} was deleted.`, tone: "success" },
          cancelled: null,
        };
    }
  };

  const run = async (choice: ActionChoice = {}) => {
    if (running.current) return;
    running.current = true;
    try {
      const { told, cancelled } = await send(choice);
      toast(told.title, told.message, told.tone);
      onDone(cancelled);
      void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
    } catch (error) {
      toast(failures[action].title, errorMessage(error, failures[action].fallback), "error");
    } finally {
      running.current = false;
    }
  };

  return { run, pending: setStatus.isPending || cancel.isPending || remove.isPending };
}
