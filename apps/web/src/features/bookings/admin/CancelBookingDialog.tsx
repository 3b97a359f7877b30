import { formatMoney } from "@studio/i18n";
import type { RefundChoice } from "@studio/validators";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage, trpc } from "../../../lib/trpc";
import { ConfirmDialog } from "../../admin-shell/ConfirmDialog";
import classes from "./BookingDialogs.module.css";
import type { AdminBooking } from "./booking-filters";
import { ChoiceList } from "./ChoiceList";
import { cancelSentence, keptSentence, paidLine, refundChoices } from "./money-wording";
import { type CancelResult, useBookingAction } from "./useBookingAction";

/**
 * Cancel Booking, saying first what it does: the server works out the sessions it cancels and what each refund
 * gives back; she picks the refund (none until she picks one) and the sentence follows her choice. The amount she
 * saw goes with the request, so a booking that changed meanwhile is not refunded by a figure she never read.
 */
export function CancelBookingDialog({
  booking,
  onClose,
  onCancelled,
}: {
  booking: AdminBooking;
  onClose: () => void;
  onCancelled: (result: CancelResult | null) => void;
}) {
  const preview = useQuery(trpc.admin.bookings.cancelPreview.queryOptions({ id: booking.id }, { staleTime: 0 }));
  const [choice, setChoice] = useState<RefundChoice>("none");
  const { run, pending } = useBookingAction(booking, "cancel", (result) => {
    onClose();
    onCancelled(result);
  });
  const data = preview.data;
  const kept = data ? keptSentence(data.sessions) : null;
  return (
    <ConfirmDialog
      opened
      title={`Cancel booking #${booking.id}?`}
      confirmLabel="Cancel Booking"
      cancelLabel="Keep Booking"
      danger
      busy={pending || preview.isPending}
      onConfirm={() => {
        if (data) void run({ refund: choice, expectedRefund: data.amounts[choice] });
      }}
      onClose={onClose}
    >
      {data ? (
        <>
          <span className={classes.line}>{paidLine(data)}</span>
          <span className={classes.line} data-testid="cancel-sentence">
            <strong>{cancelSentence(data, choice)}</strong>
          </span>
          {kept && <span className={classes.note}>{kept}</span>}
          <ChoiceList
            legend="Refund"
            value={choice}
            onChange={setChoice}
            disabled={pending}
            choices={refundChoices(data).map((option) => ({
              value: option.value,
              label: option.label,
              note: option.amount && formatMoney(option.amount),
            }))}
          />
        </>
      ) : preview.isError ? (
        `Could not work out what cancelling would do: ${errorMessage(preview.error, "Failed to fetch bookings")}. Close this and try again.`
      ) : (
        "Working out her sessions and the refund…"
      )}
    </ConfirmDialog>
  );
}
