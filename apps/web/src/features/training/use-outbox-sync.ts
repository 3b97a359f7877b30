import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { useT } from "../../i18n/use-t";
import { toast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { type SendOutcome, sendOutbox } from "./send-log";

/**
 * Sends her logs kept on this phone when the page opens and whenever the connection comes back, then says what
 * happened: sent (a record among them celebrated), or refused with the server's reason.
 */
export function useOutboxSync(userId: number): () => void {
  const { t } = useT();
  const queryClient = useQueryClient();
  const send = useCallback(() => {
    const report = (outcomes: SendOutcome[]) => {
      const sent = outcomes.filter((outcome) => outcome.kind === "sent");
      // One toast shows at a time: a refusal, which she must read, is said last.
      if (sent.length) {
        const record = sent.some((outcome) => outcome.answer.record);
        toast(
          t("training.outbox.sent", { count: sent.length }),
          record ? t("training.record.inOutbox") : t("training.outbox.sentBody"),
          "success",
        );
      }
      for (const outcome of outcomes)
        if (outcome.kind === "refused") toast(t("training.outbox.refused"), outcome.message, "error");
      if (sent.length || outcomes.some((outcome) => outcome.kind === "refused"))
        void queryClient.invalidateQueries({ queryKey: trpc.training.pathKey() });
    };
    void sendOutbox(userId, t("training.log.failed")).then(report);
  }, [userId, t, queryClient]);
  useEffect(() => {
    send();
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, [send]);
  return send;
}
