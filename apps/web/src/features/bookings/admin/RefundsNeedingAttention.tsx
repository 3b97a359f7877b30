import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { formatMoney } from "@studio/i18n";
import type { RefundAttentionReason } from "@studio/validators";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ListPager } from "../../../components/ListPager";
import { QueryState } from "../../../components/QueryState";
import { formatDate } from "../../../lib/format";
import { errorMessage, type RouterOutputs, trpc } from "../../../lib/trpc";
import classes from "./RefundsNeedingAttention.module.css";
import { RetryRefundDialog } from "./RetryRefundDialog";

type Item = RouterOutputs["admin"]["bookings"]["refundsNeedingAttention"]["items"][number];

const PAGE_SIZE = 10;

const reasons: Record<RefundAttentionReason, { badge: string; color: string; note: string }> = {
  failed: { badge: "Failed", color: "red.9", note: "Stripe refused it; nothing went back yet." },
  unanswered: {
    badge: "No answer",
    color: "blue.9",
    note: "Stripe never answered. Asking again uses the same key, so it can only refund once.",
  },
  processing: {
    badge: "Waiting for Stripe",
    color: "gray.8",
    note: "Stripe has it and is still processing it; it settles by itself when Stripe confirms.",
  },
};

/**
 * The refunds she still owes: failed ones not retried yet, and card refunds Stripe has not settled after a few
 * minutes, oldest first, a page at a time (the server cuts the pages). Each says whose it is and offers a retry
 * where a retry can act.
 */
export function RefundsNeedingAttention() {
  const [page, setPage] = useState(1);
  const list = useQuery(
    trpc.admin.bookings.refundsNeedingAttention.queryOptions(
      { page, pageSize: PAGE_SIZE },
      { staleTime: 0, placeholderData: keepPreviousData },
    ),
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="refund-attention-title">
      <Title order={3} fz="lg" id="refund-attention-title" mb="xs">
        Refunds needing attention
      </Title>
      <QueryState
        query={list}
        label="Loading refunds needing attention"
        place="inline"
        error={(error) => <Alert color="red">{errorMessage(error, "Failed to fetch bookings")}</Alert>}
      >
        {(refunds) =>
          refunds.total ? (
            <Stack gap="sm" aria-busy={list.isPlaceholderData}>
              <Stack gap="sm" component="ul" className={classes.list}>
                {refunds.items.map((item) => (
                  <AttentionItem key={item.id} item={item} />
                ))}
              </Stack>
              <ListPager noun="refunds" {...refunds} onPage={setPage} />
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              Every refund has gone through. A refund that fails, or that Stripe leaves waiting, shows here.
            </Text>
          )
        }
      </QueryState>
    </Card>
  );
}

function AttentionItem({ item }: { item: Item }) {
  const [confirming, setConfirming] = useState(false);
  const reason = reasons[item.reason];
  const titleId = `refund-attention-${item.id}`;
  return (
    <li className={classes.item} data-reason={item.reason} aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Text fw={700} id={titleId}>
          {formatMoney(item.amount)} to {item.clientName}
        </Text>
        <Badge color={reason.color} radius="sm" className={classes.badge}>
          {reason.badge}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        Booking #{item.bookingId} · {item.packageName} · {item.clientEmail}
      </Text>
      <Text size="sm" c="dimmed">
        Asked {formatDate(item.createdAt)} by {item.requestedBy}, to her card
      </Text>
      {item.failureReason && (
        <Text size="sm" c="red.8">
          {item.failureReason}
        </Text>
      )}
      <Text size="sm">{reason.note}</Text>
      {item.retriable && (
        <Button size="xs" variant="outline" mt={6} onClick={() => setConfirming(true)}>
          {item.reason === "failed" ? "Retry Refund" : "Ask Stripe Again"}
        </Button>
      )}
      {confirming && (
        <RetryRefundDialog
          refund={item}
          clientName={item.clientName}
          bookingId={item.bookingId}
          onClose={() => setConfirming(false)}
        />
      )}
    </li>
  );
}
