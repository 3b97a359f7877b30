import { Button, Checkbox, Paper, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/use-t";
import { newRequestKey } from "../../lib/request-key";
import { toast } from "../../lib/toast";
import { errorMessage, trpc } from "../../lib/trpc";
import { sessionWhen } from "./session-words";

/** A full hour she picked: she can wait for it, first come, first served. */
export function WaitlistJoin(props: {
  sessionId: number;
  date: string;
  time: string;
  /** The day and time, as the picker says them. */
  label: string;
  onDone: () => void;
}) {
  const { t, language } = useT();
  const queryClient = useQueryClient();
  const [autoBook, setAutoBook] = useState(true);
  // Opened below the times: brought into view, so on a phone she sees what the tap opened.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // In braces: Chromium's scrollIntoView now returns a promise, which React would call as the effect's cleanup.
    void panel.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, []);
  const join = useMutation(
    trpc.portal.joinWaitlist.mutationOptions({
      onSuccess: (entry) => {
        toast(
          t("portal.waitlist.joined.title"),
          t("portal.waitlist.joined.body", { position: entry.position, when: sessionWhen(language, entry) }),
          "success",
        );
        void queryClient.invalidateQueries({ queryKey: trpc.portal.pathKey() });
        props.onDone();
      },
      onError: (error) => toast(t("portal.waitlist.joinFailed"), errorMessage(error, t("portal.tryAgain")), "error"),
    }),
  );
  // One attempt: a second tap while the first is on its way does nothing, and a retry carries the same key.
  const sending = useRef(false);
  const requestKey = useRef(newRequestKey());
  const send = () => {
    if (sending.current) return;
    sending.current = true;
    join
      .mutateAsync({
        sessionId: props.sessionId,
        date: props.date,
        time: props.time,
        autoBook,
        requestKey: requestKey.current,
      })
      .catch(() => {})
      .finally(() => {
        sending.current = false;
      });
  };
  return (
    <Paper ref={panel} withBorder radius="md" p="md" mt="sm" bg="var(--mantine-color-plum-0)">
      <Stack gap="sm">
        <Text fw={600}>{t("portal.waitlist.full", { when: props.label })}</Text>
        <Text size="sm">{t("portal.waitlist.explain")}</Text>
        <Checkbox
          checked={autoBook}
          onChange={(event) => setAutoBook(event.currentTarget.checked)}
          label={t("portal.waitlist.autoBook")}
          description={t("portal.waitlist.autoBookHint")}
        />
        <Button onClick={send} loading={join.isPending} w="fit-content">
          {t("portal.waitlist.join")}
        </Button>
      </Stack>
    </Paper>
  );
}
