import { Button, Group, Paper, Stack } from "@mantine/core";
import type { SessionType } from "@studio/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { OpenTimeFields, useOpenTimes } from "../../hours/admin/OpenTimeFields";
import { clientQueryKeys } from "./client-queries";

/**
 * Books one of her pending sessions into an hour the studio offers, through the sessions' own procedure
 * (admin.sessions.schedule): its rules on capacity, notice and hours hold here too, and she gets its e-mail.
 */
export function ScheduleSessionForm({
  sessionId,
  sessionNumber,
  sessionType,
  onDone,
}: {
  sessionId: number;
  sessionNumber: number;
  sessionType: SessionType;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const { times } = useOpenTimes(date, sessionType);
  const schedule = useMutation(
    trpc.admin.sessions.schedule.mutationOptions({
      onSuccess: (scheduled) => {
        toast("Session scheduled", `Session ${sessionNumber}: ${scheduled.when}. She has been e-mailed.`, "success");
        for (const queryKey of [...clientQueryKeys(), trpc.admin.sessions.list.queryKey()])
          void queryClient.invalidateQueries({ queryKey });
        onDone();
      },
      onError: (error) => toast("Could not schedule", errorMessage(error, "Please try another time."), "error"),
    }),
  );
  return (
    <Paper bg="plum.0" radius="md" p="sm" my={6}>
      <form
        aria-label={`Schedule session ${sessionNumber}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!schedule.isPending) schedule.mutate({ id: sessionId, date, time, override: false });
        }}
      >
        <Stack gap="xs">
          <OpenTimeFields
            size="sm"
            sessionType={sessionType}
            date={date}
            time={time}
            onDate={(value) => {
              setDate(value);
              setTime("");
            }}
            onTime={setTime}
          />
          <Group gap="xs">
            <Button type="submit" size="xs" disabled={!times.includes(time)} loading={schedule.isPending}>
              Book this time
            </Button>
            <Button size="xs" variant="subtle" onClick={onDone}>
              Close
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
