import { formatMoney } from "@studio/i18n";
import type { ManualPaymentKind } from "@studio/validators";
import { useState } from "react";
import { ConfirmDialog } from "../../admin-shell/ConfirmDialog";
import classes from "./BookingDialogs.module.css";
import type { AdminBooking } from "./booking-filters";
import { ChoiceList } from "./ChoiceList";
import { useBookingAction } from "./useBookingAction";

const who = (booking: AdminBooking) => (
  <>
    booking #{booking.id} for <strong>{booking.clientName}</strong> ({booking.packageName},{" "}
    {formatMoney(booking.amount)})
  </>
);

/** Mark as Paid: a cash or bank payment she received, recorded with her name and how it came. */
export function MarkPaidDialog({ booking, onClose }: { booking: AdminBooking; onClose: () => void }) {
  const [method, setMethod] = useState<ManualPaymentKind>("cash");
  const { run, pending } = useBookingAction(booking, "pay", onClose);
  return (
    <ConfirmDialog
      opened
      title={`Mark booking #${booking.id} as paid?`}
      confirmLabel="Mark as Paid"
      busy={pending}
      onConfirm={() => void run({ method })}
      onClose={onClose}
    >
      <span className={classes.line}>Mark {who(booking)} as paid, by cash or bank transfer?</span>
      <span className={classes.note}>
        The package's sessions are created for scheduling, and {booking.clientName} is e-mailed a booking confirmation
        at {booking.clientEmail}. Your name is recorded on the payment.
      </span>
      <ChoiceList
        legend="Paid by"
        value={method}
        onChange={setMethod}
        disabled={pending}
        choices={[
          { value: "cash", label: "Cash" },
          { value: "bank", label: "Bank transfer" },
        ]}
      />
    </ConfirmDialog>
  );
}

/** Delete: SPEC's question, then what goes with the booking. */
export function DeleteBookingDialog({ booking, onClose }: { booking: AdminBooking; onClose: () => void }) {
  const { run, pending } = useBookingAction(booking, "delete", onClose);
  return (
    <ConfirmDialog
      opened
      title={`Delete booking #${booking.id}?`}
      confirmLabel="Delete"
      danger
      busy={pending}
      onConfirm={() => void run()}
      onClose={onClose}
    >
      <span className={classes.line}>
        Are you sure you want to delete booking #{booking.id}? This action cannot be undone.
      </span>
      <span className={classes.note}>
        {booking.clientName}'s booking of {booking.packageName} and all its sessions are removed. A booking with refunds
        on record is kept.
      </span>
    </ConfirmDialog>
  );
}
