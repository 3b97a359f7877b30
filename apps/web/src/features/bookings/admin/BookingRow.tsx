import { Badge, Button, Card, Group, Modal, Stack, Text } from "@mantine/core";
import type { PaymentStatus } from "@studio/validators";
import { useState } from "react";
import { formatDate } from "../../../lib/format";
import { adminPalette } from "../../admin-shell/AdminFrame";
import type { AdminBooking } from "./booking-filters";
import { type BookingAction, isReleased, useBookingAction } from "./useBookingAction";

const paymentColors: Partial<Record<PaymentStatus, string>> = {
  paid: "#1e6b34",
  cancelled: "red.8",
  unpaid: "gray.7",
  pending: "gold.8",
};

export function BookingRow({ booking }: { booking: AdminBooking }) {
  const [confirming, setConfirming] = useState<BookingAction | null>(null);
  const paid = booking.paymentStatus === "paid";
  const cancelled = booking.paymentStatus === "cancelled" || booking.status === "cancelled";

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Booking #${booking.id}`}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Text fw={700}>
            #{booking.id} · {booking.clientName}
          </Text>
          <Text size="sm" c="dimmed">
            {booking.clientEmail} · {booking.packageName} · ${booking.amount}
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
        {!paid && !cancelled && (
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
      </Group>
      {confirming && <ConfirmDialog booking={booking} action={confirming} onClose={() => setConfirming(null)} />}
    </Card>
  );
}

/** What each action does, said before it is done: the client, the package, and what follows from it. */
function consequences(action: BookingAction, booking: AdminBooking) {
  const who = (
    <>
      booking #{booking.id} for <strong>{booking.clientName}</strong> ({booking.packageName}, ${booking.amount})
    </>
  );
  switch (action) {
    case "pay":
      return {
        title: `Mark booking #${booking.id} as paid?`,
        confirm: "Mark as Paid",
        body: (
          <>
            <Text>Mark {who} as paid, by cash or bank transfer?</Text>
            <Text size="sm" c="dimmed">
              The package's sessions are created for scheduling, and {booking.clientName} is e-mailed a booking
              confirmation at {booking.clientEmail}.
            </Text>
          </>
        ),
      };
    case "cancel":
      return {
        title: `Cancel booking #${booking.id}?`,
        confirm: "Cancel Booking",
        body: (
          <>
            <Text>Cancel {who}?</Text>
            <Text size="sm" c="dimmed">
              The booking and its payment are marked cancelled, and its future and unscheduled sessions are cancelled
              too, freeing their places. Past sessions stay as history. This does not refund the payment.
            </Text>
          </>
        ),
      };
    case "delete":
      return {
        title: `Delete booking #${booking.id}?`,
        confirm: "Delete",
        body: (
          <>
            <Text>Are you sure you want to delete booking #{booking.id}? This action cannot be undone.</Text>
            <Text size="sm" c="dimmed">
              {booking.clientName}'s booking of {booking.packageName} and all its sessions are removed.
            </Text>
          </>
        ),
      };
  }
}

function ConfirmDialog({
  booking,
  action,
  onClose,
}: {
  booking: AdminBooking;
  action: BookingAction;
  onClose: () => void;
}) {
  const { run, pending } = useBookingAction(booking, action, onClose);
  const { title, confirm, body } = consequences(action, booking);
  return (
    <Modal opened onClose={onClose} title={title} centered className={adminPalette}>
      <Stack gap="sm" mb="lg">
        {body}
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {action === "cancel" ? "Keep Booking" : "Cancel"}
        </Button>
        <Button color={action === "pay" ? undefined : "red.8"} onClick={() => void run()} loading={pending}>
          {confirm}
        </Button>
      </Group>
    </Modal>
  );
}
