import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { saveBooking } from "../../lib/booking-session";
import { formatMoney, formatStudioDateTime } from "../../lib/format";
import { type RouterOutputs, trpc } from "../../lib/trpc";

type AwaitingBooking = RouterOutputs["portal"]["awaitingPayment"]["bookings"][number];

/**
 * In My Sessions: the bookings she made and did not pay for, while they are held for her. "Complete payment" opens
 * the same checkout for the same booking, as if this tab had just made it: the server handed her its token.
 */
export function AwaitingPaymentList({ email }: { email: string }) {
  const navigate = useNavigate();
  // Asked afresh each time the list shows: a booking paid or released since must not be offered again.
  const awaiting = useQuery(trpc.portal.awaitingPayment.queryOptions(undefined, { staleTime: 0 }));
  // Only the list of the e-mail shown as signed in, never one left in the cache from another.
  const bookings = awaiting.data?.email === email ? awaiting.data.bookings : [];
  if (!bookings.length) return null;

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
