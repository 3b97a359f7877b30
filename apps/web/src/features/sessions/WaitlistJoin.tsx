import { Button, Checkbox, Paper, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { newRequestKey } from "../../lib/request-key";
import { toast } from "../../lib/toast";
import { errorMessage, trpc } from "../../lib/trpc";

const ordinal = new Intl.PluralRules("en-US", { type: "ordinal" });
const suffixes: Record<string, string> = { one: "st", two: "nd", few: "rd", other: "th" };
/** "1st", "2nd", "3rd", "4th". */
export const placeInLine = (position: number) => `${position}${suffixes[ordinal.select(position)]}`;

/** A full hour she picked: she can wait for it, first come, first served. */
export function WaitlistJoin(props: {
  sessionId: number;
  date: string;
  time: string;
  label: string;
  onDone: () => void;
}) {
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
        toast("You are on the waiting list", `${placeInLine(entry.position)} in line for ${entry.when}.`, "success");
        void queryClient.invalidateQueries({ queryKey: trpc.portal.pathKey() });
        props.onDone();
      },
      onError: (error) => toast("Could not join the waiting list", errorMessage(error, "Please try again."), "error"),
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
        <Text fw={600}>{props.label} is full.</Text>
        <Text size="sm">
          Join its waiting list: when a place opens, the first in line gets it. You keep this session to book elsewhere
          meanwhile.
        </Text>
        <Checkbox
          checked={autoBook}
          onChange={(event) => setAutoBook(event.currentTarget.checked)}
          label="Book me automatically if a place opens"
          description="Otherwise we e-mail you, and the place is held for you for up to 2 hours."
        />
        <Button onClick={send} loading={join.isPending} w="fit-content">
          Join waiting list
        </Button>
      </Stack>
    </Paper>
  );
}
