import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { SessionToResolve } from "@studio/validators";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import { formatTime } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { ConfirmDialog } from "../../admin-shell/ConfirmDialog";
import { OpenTimeFields, useOpenTimes } from "./OpenTimeFields";

/** "Tue, Dec 1 at 10:00 AM": a session's day and hour as her lists say it. */
export const sessionWhen = (session: { date: string | null; time: string | null }) =>
  `${dayjs(session.date).format("ddd, MMM D")} at ${formatTime(session.time ?? "")}`;

/** A session to resolve, with why: the closure it falls in, or the session it clashes with. */
export type SessionWithCause = SessionToResolve & { cause: string };

/** Everything a resolved session shows elsewhere: this list, the sessions list, the calendar. */
function refreshAfterChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: trpc.admin.hours.closedDaySessions.queryKey() });
  void queryClient.invalidateQueries({ queryKey: trpc.admin.hours.twoPlacesSessions.queryKey() });
  void queryClient.invalidateQueries({ queryKey: trpc.admin.sessions.list.queryKey() });
  void queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.calendar.queryKey() });
}

/**
 * Sessions that cannot take place as booked: on a day she has since closed, or putting her in two places. Nothing
 * changes them by itself: each waits here until she moves it or cancels it with the credit back, and the client is
 * e-mailed either way.
 */
export function SessionsToResolve({
  id,
  title,
  intro,
  sessions,
}: {
  id: string;
  title: (count: number) => string;
  intro: string;
  sessions: SessionWithCause[];
}) {
  if (!sessions.length) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id} bg="gold.0">
      <Title order={2} fz="lg" id={id}>
        {title(sessions.length)}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {intro}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {sessions.map((session) => (
          <SessionToResolveCard key={session.id} session={session} />
        ))}
      </SimpleGrid>
    </Card>
  );
}

function SessionToResolveCard({ session }: { session: SessionWithCause }) {
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={`Session ${session.sessionNumber} of ${session.clientName} on ${sessionWhen(session)}`}
    >
      <Text fw={700} size="sm">
        {sessionWhen(session)}
      </Text>
      <Text size="xs" fw={600} c="gold.9">
        {session.cause}
      </Text>
      <Text size="sm" fw={600} mt={4}>
        {session.clientName}
      </Text>
      <Text size="sm" c="dimmed">
        {session.packageName}, session {session.sessionNumber} · {session.sessionType === "home" ? "In-Home" : "Gym"}
      </Text>
      {moving ? (
        <MoveForm session={session} onClose={() => setMoving(false)} />
      ) : (
        <Group gap="xs" mt="sm">
          <Button size="xs" variant="light" onClick={() => setMoving(true)}>
            Move to another time
          </Button>
          <Button size="xs" variant="outline" color="red.8" onClick={() => setCancelling(true)}>
            Cancel, credit back
          </Button>
        </Group>
      )}
      {cancelling && <CancelDialog session={session} onClose={() => setCancelling(false)} />}
    </Card>
  );
}

function MoveForm({ session, onClose }: { session: SessionToResolve; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const { times } = useOpenTimes(date, session.sessionType);
  const move = useMutation(
    trpc.admin.hours.moveSession.mutationOptions({
      onSuccess: (moved) => {
        toast(
          "Session moved",
          `${session.clientName}: ${moved.when}. She gets an e-mail with the new time.`,
          "success",
        );
        refreshAfterChange(queryClient);
      },
      onError: (error) => toast("Could not move the session", errorMessage(error, "Please try again."), "error"),
    }),
  );
  return (
    <Stack gap={6} mt="sm">
      <OpenTimeFields
        sessionType={session.sessionType}
        date={date}
        time={time}
        onDate={(value) => {
          setDate(value);
          setTime("");
        }}
        onTime={setTime}
      />
      <Group gap="xs">
        <Button
          size="xs"
          disabled={!times.includes(time)}
          loading={move.isPending}
          onClick={() => move.mutate({ id: session.id, date, time })}
        >
          Move session
        </Button>
        <Button size="xs" variant="subtle" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}

function CancelDialog({ session, onClose }: { session: SessionToResolve; onClose: () => void }) {
  const queryClient = useQueryClient();
  const cancel = useMutation(
    trpc.admin.hours.cancelSession.mutationOptions({
      onSuccess: () => {
        toast("Session cancelled", `${session.clientName}'s session is back in her package to book again.`, "success");
        refreshAfterChange(queryClient);
        onClose();
      },
      onError: (error) => toast("Could not cancel the session", errorMessage(error, "Please try again."), "error"),
    }),
  );
  return (
    <ConfirmDialog
      opened
      title={`Cancel session ${session.sessionNumber} for ${session.clientName}?`}
      confirmLabel="Cancel session"
      cancelLabel="Keep it"
      danger
      busy={cancel.isPending}
      onClose={onClose}
      onConfirm={() => cancel.mutate({ id: session.id })}
    >
      Her session on {sessionWhen(session)} is cancelled and goes back into her {session.packageName} package, so she
      can book it again. She gets an e-mail saying so.
    </ConfirmDialog>
  );
}
