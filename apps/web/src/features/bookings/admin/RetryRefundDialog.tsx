import { formatMoney } from "@studio/i18n";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { ConfirmDialog } from "../../admin-shell/ConfirmDialog";
import { refundDestination } from "./money-wording";

interface RetriedRefund {
  id: number;
  amount: string;
  failureReason: string | null;
}

/**
 * Asks before retrying a refund, from a booking's Payment & history or from the refunds needing attention: a failed
 * refund is asked again as a new one, a card refund Stripe never answered is sent again with its own key. The toast
 * says how it went; every admin list is read again after.
 */
export function RetryRefundDialog({
  refund,
  clientName,
  bookingId,
  onClose,
}: {
  refund: RetriedRefund;
  clientName: string;
  bookingId: number;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const retry = useMutation(trpc.admin.bookings.retryRefund.mutationOptions());
  const amount = formatMoney(refund.amount);
  const run = async () => {
    if (running.current) return;
    running.current = true;
    try {
      const result = await retry.mutateAsync({ refundId: refund.id });
      if (result.status === "succeeded") {
        toast("Refund done", `${amount} was refunded ${refundDestination(result.provider)}.`, "success");
      } else if (result.status === "pending") {
        toast("Refund on its way", `Stripe has the refund of ${amount} and will confirm it.`, "info");
      } else {
        toast("The refund failed again", `${amount}: ${result.failureReason ?? "no reason given"}`, "error");
      }
      onClose();
      void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
    } catch (error) {
      toast("Could not retry the refund", errorMessage(error, "Failed to update booking"), "error");
    } finally {
      running.current = false;
    }
  };
  return (
    <ConfirmDialog
      opened
      title={`Refund ${amount} to ${clientName}?`}
      confirmLabel="Retry Refund"
      busy={retry.isPending}
      onConfirm={() => void run()}
      onClose={onClose}
    >
      Ask Stripe again to refund {amount} to {clientName}'s card for booking #{bookingId}.
      {refund.failureReason ? ` Last time it answered: ${refund.failureReason}` : ""}
    </ConfirmDialog>
  );
}
