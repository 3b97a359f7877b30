import { Badge, Button, Card, Group, Modal, Stack, Text } from "@mantine/core";
import type { PaymentStatus } from "@studio/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import type { AdminBooking } from "./booking-filters";

const paymentColors: Partial<Record<PaymentStatus, string>> = {
  paid: "#1e6b34",
  cancelled: "red.8",
  unpaid: "gray.7",
  pending: "gold.8",
};

export function BookingRow({ booking }: { booking: AdminBooking }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
  const setStatus = useMutation(
    trpc.admin.bookings.setPaymentStatus.mutationOptions({
      onSuccess: refresh,
      onError: (error) => toast("Error", errorMessage(error, "Failed to update booking"), "error"),
    }),
  );
  const remove = useMutation(
    trpc.admin.bookings.remove.mutationOptions({
      onSuccess: () => {
        setConfirming(false);
        toast("Booking deleted", `Booking #${booking.id} was deleted.`, "success");
        void refresh();
      },
      onError: (error) => toast("Error", errorMessage(error, "Failed to delete booking"), "error"),
    }),
  );
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
        </Group>
      </Group>
      <Group gap="xs" mt="sm">
        {!paid && !cancelled && (
          <Button
            size="xs"
            onClick={() => setStatus.mutate({ id: booking.id, paymentStatus: "paid" })}
            loading={setStatus.isPending}
          >
            Mark as Paid
          </Button>
        )}
        {paid && (
          <Button
            size="xs"
            variant="outline"
            color="red.8"
            onClick={() => setStatus.mutate({ id: booking.id, paymentStatus: "cancelled" })}
            loading={setStatus.isPending}
          >
            Cancel Booking
          </Button>
        )}
        <Button size="xs" variant="subtle" color="red.8" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete booking" centered>
        <Text mb="lg">Are you sure you want to delete booking #{booking.id}? This action cannot be undone.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button color="red.8" onClick={() => remove.mutate({ id: booking.id })} loading={remove.isPending}>
            Delete
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
