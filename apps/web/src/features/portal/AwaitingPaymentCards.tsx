import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { saveBooking } from "../../lib/booking-session";
import { formatMoney, formatStudioDateTime } from "../../lib/format";
import type { RouterOutputs } from "../../lib/trpc";

export type AwaitingBooking = RouterOutputs["portal"]["awaitingPayment"]["bookings"][number];

/**
 * Her bookings awaiting payment, each with "Complete payment": the booking is put in this tab as the booking form
 * puts the one it makes, and the same checkout pays it (the server handed her its token).
 */
export default function AwaitingPaymentCards({ bookings }: { bookings: AwaitingBooking[] }) {
  const navigate = useNavigate();
  const completePayment = (booking: AwaitingBooking) => {
    saveBooking({
      clientName: booking.clientName,
      bookingId: String(booking.id),
      packageId: String(booking.packageId),
      bookingToken: booking.accessToken,
      finalAmount: booking.amount,
    });
    void navigate({ to: "/checkout" });
  };

  return (
    <Stack gap="md">
      {bookings.map((booking) => (
        <Card
          key={booking.id}
          radius="lg"
          padding="xl"
          withBorder
          component="article"
          aria-label={`${booking.packageName}, awaiting payment`}
          style={{ borderColor: "var(--mantine-color-gold-4)" }}
        >
          <Group justify="space-between" align="flex-start" gap="xs">
            <div>
              <Title order={2} fz="xl">
                {booking.packageName}
              </Title>
              <Text size="sm" c="dimmed">
                {formatMoney(booking.amount)} · not paid yet
              </Text>
            </div>
            <Badge color="gold.8" radius="sm">
              Awaiting payment
            </Badge>
          </Group>
          <Text size="sm" mt="sm">
            We hold this booking for you until {formatStudioDateTime(new Date(booking.heldUntil))} (Miami time).
            Complete the payment by then to confirm it; otherwise it is released.
          </Text>
          <Button mt="md" w={{ base: "100%", xs: "fit-content" }} onClick={() => completePayment(booking)}>
            Complete payment
          </Button>
        </Card>
      ))}
    </Stack>
  );
}
