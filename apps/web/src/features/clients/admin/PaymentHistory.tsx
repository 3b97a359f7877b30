import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { formatMoney } from "@studio/i18n";
import type { PaymentMethod } from "@studio/validators";
import { formatDate } from "../../../lib/format";
import type { RouterOutputs } from "../../../lib/trpc";
import { paymentColors } from "./BookingHistory";

type Profile = RouterOutputs["admin"]["clients"]["get"];

const methodLabels: Record<PaymentMethod, string> = {
  stripe: "card",
  manual: "cash or bank",
  free: "free",
  mock: "test payment",
};

/** What she paid (and what was paid back): bookings past the unpaid stage, and refunds. */
export function PaymentHistory({ client }: { client: Profile }) {
  const payments = client.bookings.filter((booking) => booking.paymentStatus !== "unpaid");
  return (
    <Stack gap="sm" component="section" aria-labelledby="client-payments">
      <Title order={3} id="client-payments" fz="lg">
        Payments
      </Title>
      <Paper withBorder radius="md" p="md">
        {payments.length || client.refunds.length ? (
          <Stack gap="xs">
            {payments.map((booking) => (
              <Group key={booking.id} justify="space-between" gap="xs" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {formatMoney(booking.amount)} · {booking.packageName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(booking.createdAt)}
                    {booking.paymentMethod ? ` · ${methodLabels[booking.paymentMethod]}` : ""}
                    {booking.paymentRecordedBy ? `, recorded by ${booking.paymentRecordedBy}` : ""}
                  </Text>
                </Stack>
                <Badge color={paymentColors[booking.paymentStatus]} radius="sm">
                  {booking.paymentStatus}
                </Badge>
              </Group>
            ))}
            {client.refunds.map((refund) => (
              <Group key={`refund-${refund.id}`} justify="space-between" gap="xs" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    −{formatMoney(refund.amount)} refund · booking #{refund.bookingId}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(refund.createdAt)} · {refund.reason}
                  </Text>
                </Stack>
                <Badge color="gray.7" radius="sm">
                  {refund.status}
                </Badge>
              </Group>
            ))}
            <Text size="sm" ta="right" fw={700} pt={4} style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
              Total paid {formatMoney(client.totalPaid)}
            </Text>
          </Stack>
        ) : (
          <Text c="dimmed" size="sm">
            No payments yet.
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
