import { Alert, Button, Stack, Text, Title } from "@mantine/core";
import { formatMoney } from "@studio/i18n";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { QueryState } from "../../../components/QueryState";
import { formatDate } from "../../../lib/format";
import { errorMessage, type RouterOutputs, trpc } from "../../../lib/trpc";
import { AuditHistory } from "./AuditHistory";
import type { AdminBooking } from "./booking-filters";
import { paidHow, refundLine } from "./money-wording";
import classes from "./PaymentAndHistory.module.css";
import { RetryRefundDialog } from "./RetryRefundDialog";

type Refund = RouterOutputs["admin"]["bookings"]["money"]["refunds"][number];

/** A booking's money and its audit trail, opened from its row: asked for only when she opens it. */
export function PaymentAndHistory({ booking, id }: { booking: AdminBooking; id: string }) {
  return (
    <Stack gap="md" mt="sm" className={classes.panel} id={id}>
      <Payment booking={booking} />
      <AuditHistory of={{ bookingId: booking.id }} />
    </Stack>
  );
}

function Payment({ booking }: { booking: AdminBooking }) {
  const money = useQuery(trpc.admin.bookings.money.queryOptions({ id: booking.id }, { staleTime: 0 }));
  return (
    <section aria-labelledby={`payment-${booking.id}`}>
      <Title order={4} fz="sm" id={`payment-${booking.id}`} mb={4}>
        Payment
      </Title>
      <QueryState
        query={money}
        label="Loading payment"
        place="inline"
        error={(error) => <Alert color="red">{errorMessage(error, "Failed to fetch bookings")}</Alert>}
      >
        {(data) => (
          <Stack gap={6}>
            <Text size="sm">
              {data.paymentMethod
                ? `${formatMoney(data.amount)} paid ${paidHow(data.paymentMethod, data.paymentRecordedBy)}.`
                : "Not paid yet."}
              {data.refunded !== "0.00" && ` ${formatMoney(data.refunded)} refunded.`}
            </Text>
            {data.refunds.map((refund) => (
              <RefundItem key={refund.id} refund={refund} booking={booking} />
            ))}
          </Stack>
        )}
      </QueryState>
    </section>
  );
}

const refundColor = { succeeded: "#1e6b34", pending: "gold.9", failed: "red.8" } as const;

function RefundItem({ refund, booking }: { refund: Refund; booking: AdminBooking }) {
  const [confirming, setConfirming] = useState(false);
  // A failed refund is asked again as a new one; a card refund Stripe never answered is sent again with its key.
  const retriable = refund.status === "failed" || (refund.status === "pending" && !refund.providerRefundId);
  return (
    <div className={classes.refund} data-refund-status={refund.status}>
      <Text size="sm" c={refundColor[refund.status]} fw={600}>
        {refundLine(refund)}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDate(refund.createdAt)} · asked by {refund.requestedBy}
        {refund.failureReason ? ` · ${refund.failureReason}` : ""}
      </Text>
      {retriable && (
        <Button size="xs" variant="outline" mt={6} onClick={() => setConfirming(true)}>
          {refund.status === "failed" ? "Retry Refund" : "Ask Stripe Again"}
        </Button>
      )}
      {confirming && (
        <RetryRefundDialog
          refund={refund}
          clientName={booking.clientName}
          bookingId={booking.id}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
