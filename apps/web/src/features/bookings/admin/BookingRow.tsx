import { Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { formatMoney } from "@studio/i18n";
import type { PaymentStatus } from "@studio/validators";
import { useId, useState } from "react";
import { formatDate } from "../../../lib/format";
import { DeleteBookingDialog, MarkPaidDialog } from "./BookingActionDialogs";
import type { AdminBooking } from "./booking-filters";
import { CancelBookingDialog } from "./CancelBookingDialog";
import { PaymentAndHistory } from "./PaymentAndHistory";
import { type BookingAction, isReleased } from "./useBookingAction";

const paymentColors: Partial<Record<PaymentStatus, string>> = {
  paid: "#1e6b34",
  cancelled: "red.8",
  refunded: "plum.7",
  unpaid: "gray.7",
  pending: "gold.8",
};

export function BookingRow({ booking }: { booking: AdminBooking }) {
  const [confirming, setConfirming] = useState<BookingAction | null>(null);
  const [details, setDetails] = useState(false);
  const detailsId = useId();
  const paid = booking.paymentStatus === "paid";
  const cancelled = booking.paymentStatus === "cancelled" || booking.status === "cancelled";
  // A membership is paid through its monthly billing (the server refuses marking one paid by hand).
  const membership = booking.packageBilling === "monthly";
  const close = () => setConfirming(null);

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Booking #${booking.id}`}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Text fw={700}>
            #{booking.id} · {booking.clientName}
          </Text>
          <Text size="sm" c="dimmed">
            {booking.clientEmail} · {booking.packageName} · {formatMoney(booking.amount)}
          </Text>
          <Text size="xs" c="dimmed">
            Booked {formatDate(booking.createdAt)}
            {booking.discountCode ? ` · code ${booking.discountCode}` : ""}
            {booking.paymentMethod ? ` · ${booking.paymentMethod}` : ""}
          </Text>
        </Stack>
        <Group gap={6}>
          <Badge color={paymentColors[booking.paymentStatus as PaymentStatus] ?? "gray.7"} radius="sm">
            {booking.paymentStatus}
          </Badge>
          <Badge variant="outline" color="plum" radius="sm">
            {booking.status}
          </Badge>
          {isReleased(booking) && (
            <Badge variant="outline" color="gray.7" radius="sm">
              released unpaid
            </Badge>
          )}
        </Group>
      </Group>
      <Group gap="xs" mt="sm">
        {!paid && !cancelled && !membership && (
          <Button size="xs" onClick={() => setConfirming("pay")}>
            Mark as Paid
          </Button>
        )}
        {paid && (
          <Button size="xs" variant="outline" color="red.8" onClick={() => setConfirming("cancel")}>
            Cancel Booking
          </Button>
        )}
        <Button size="xs" variant="subtle" color="red.8" onClick={() => setConfirming("delete")}>
          Delete
        </Button>
        <Button
          size="xs"
          variant="subtle"
          aria-expanded={details}
          aria-controls={details ? detailsId : undefined}
          onClick={() => setDetails((open) => !open)}
        >
          {details ? "Hide payment & history" : "Payment & history"}
        </Button>
      </Group>
      {!paid && !cancelled && membership && (
        <Text size="xs" c="dimmed" mt={6}>
          A membership is paid by card through its monthly billing, never marked paid by hand: send her a payment link
          (New sale), or she completes it from My Sessions.
        </Text>
      )}
      {details && <PaymentAndHistory booking={booking} id={detailsId} />}
      {confirming === "pay" && <MarkPaidDialog booking={booking} onClose={close} />}
      {confirming === "delete" && <DeleteBookingDialog booking={booking} onClose={close} />}
      {confirming === "cancel" && (
        <CancelBookingDialog
          booking={booking}
          onClose={close}
          // A refund still waiting or refused is shown at once, with its retry.
          onCancelled={(result) =>
            setDetails((open) => open || (!!result?.refund && result.refund.status !== "succeeded"))
          }
        />
      )}
    </Card>
  );
}
