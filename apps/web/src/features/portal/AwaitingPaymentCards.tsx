import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { formatMoney } from "@studio/i18n";
import { useNavigate } from "@tanstack/react-router";
import { useT } from "../../i18n/use-t";
import { saveBooking } from "../../lib/booking-session";
import { formatStudioDateTime } from "../../lib/format";
import type { RouterOutputs } from "../../lib/trpc";

export type AwaitingBooking = RouterOutputs["portal"]["awaitingPayment"]["bookings"][number];

/**
 * Her bookings awaiting payment, each with "Complete payment": the booking is put in this tab as the booking form
 * puts the one it makes, and the same checkout pays it (the server handed her its token).
 */
export default function AwaitingPaymentCards({ bookings }: { bookings: AwaitingBooking[] }) {
  const { t, language } = useT();
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
          aria-label={t("portal.awaiting.label", { package: booking.packageName })}
          style={{ borderColor: "var(--mantine-color-gold-4)" }}
        >
          <Group justify="space-between" align="flex-start" gap="xs">
            <div>
              <Title order={2} fz="xl">
                {booking.packageName}
              </Title>
              <Text size="sm" c="dimmed">
                {t("portal.awaiting.notPaid", { amount: formatMoney(booking.amount, language) })}
              </Text>
            </div>
            <Badge color="gold.8" radius="sm">
              {t("portal.awaiting.badge")}
            </Badge>
          </Group>
          <Text size="sm" mt="sm">
            {t("portal.awaiting.held", { deadline: formatStudioDateTime(new Date(booking.heldUntil), language) })}
          </Text>
          <Button mt="md" w={{ base: "100%", xs: "fit-content" }} onClick={() => completePayment(booking)}>
            {t("portal.awaiting.pay")}
          </Button>
        </Card>
      ))}
    </Stack>
  );
}
