import { Alert, Anchor, Badge, Box, Button, Card, Group, Modal, Stack, Text } from "@mantine/core";
import type { SessionStatus } from "@studio/validators";
import { packageCategory } from "@studio/validators/kinds";
import { FREE_CHANGE_MS, mapSearchUrl } from "@studio/validators/studio";
import { studioDate } from "@studio/validators/studio-time";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import { QueryState } from "../../../components/QueryState";
import { formatTime } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { errorMessage, type RouterOutputs, trpc } from "../../../lib/trpc";
import { adminPalette } from "../../admin-shell/AdminFrame";
import { OpenTimeFields, useOpenTimes } from "../../hours/admin/OpenTimeFields";
import { sessionWhen } from "../../hours/admin/SessionsToResolve";
import { ClearanceBadge, HealthOnCard } from "../../intake/admin/HealthAnswers";
import { DayWaitlists } from "./DayWaitlists";
import { dayAgendaQuery } from "./session-queries";
import { TrainerNoteField } from "./TrainerNoteField";
import { useDrawnInSteps } from "./use-drawn-in-steps";

type DayAgendaSession = RouterOutputs["admin"]["sessions"]["day"][number];

const STATUS_COLOURS: Record<SessionStatus, string> = {
  scheduled: "plum",
  completed: "green.9",
  cancelled: "gray",
  postponed: "gold.8",
  pending: "gray",
  no_show: "red.8",
};

/** Her day, on a phone first: the day's sessions in order, each one a tap from done, moved or cancelled. */
export function DayAgenda() {
  const today = studioDate(new Date());
  const [date, setDate] = useState(today);
  const step = (days: number) => setDate(dayjs(date).add(days, "day").format("YYYY-MM-DD"));
  const label = dayjs(date).format("dddd, MMM D");
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Button variant="default" size="xs" onClick={() => step(-1)} aria-label="Previous day">
          ←
        </Button>
        <Stack gap={0} align="center">
          <Text fw={700} aria-live="polite">
            {label}
          </Text>
          {date === today ? (
            <Text size="xs" c="dimmed">
              Today
            </Text>
          ) : (
            <Button variant="subtle" size="compact-xs" onClick={() => setDate(today)}>
              Back to today
            </Button>
          )}
        </Stack>
        <Button variant="default" size="xs" onClick={() => step(1)} aria-label="Next day">
          →
        </Button>
      </Group>
      <DaySessions date={date} label={label} />
    </Stack>
  );
}

/** One day's sessions in order, then the day's waiting lists: what the calendar's day and the Today panel show. */
export function DaySessions({ date, label }: { date: string; label: string }) {
  const day = useQuery(dayAgendaQuery(date));
  return (
    <>
      <QueryState query={day} label={`Loading ${label}`}>
        {(sessions) =>
          sessions.length ? (
            // A day of its own: another day's list starts again from its first screen.
            <AgendaList key={date} sessions={sessions} label={label} />
          ) : (
            <Text c="dimmed">No sessions on {label}.</Text>
          )
        }
      </QueryState>
      <DayWaitlists date={date} />
    </>
  );
}

/** The day's sessions in order; a busy day's are drawn a few at a time, the first screen at once. */
function AgendaList({ sessions, label }: { sessions: DayAgendaSession[]; label: string }) {
  const drawn = useDrawnInSteps(sessions.length);
  return (
    <Stack gap="sm" component="ol" className="plain-list" aria-label={`Sessions on ${label}`}>
      {sessions.slice(0, drawn).map((session) => (
        <li key={session.id}>
          <AgendaItem session={session} />
        </li>
      ))}
    </Stack>
  );
}

const isLate = (session: DayAgendaSession) =>
  !!session.startsAt && new Date(session.startsAt).getTime() - Date.now() < FREE_CHANGE_MS;

/** What a session's badge says on her agenda: "attended" for SPEC's completed. */
const STATUS_WORDS: Record<SessionStatus, string> = {
  pending: "to book",
  scheduled: "scheduled",
  completed: "attended",
  cancelled: "cancelled",
  postponed: "postponed",
  no_show: "no-show",
};

/** The toast for each mark, and for its undoing. */
const MARKED = {
  completed: { title: "Marked attended", text: "is done" },
  no_show: { title: "Marked no-show", text: "is used, under your policy" },
  scheduled: { title: "Mark undone", text: "is scheduled again" },
} as const;

function AgendaItem({ session }: { session: DayAgendaSession }) {
  const queryClient = useQueryClient();
  const [acting, setActing] = useState<"move" | "cancel" | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.admin.sessions.day.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.calendar.queryKey() });
  };
  const who = session.booking.clientName;
  const mark = useMutation(
    trpc.admin.sessions.setStatus.mutationOptions({
      onSuccess: (_, { status }) => {
        const said = MARKED[status as keyof typeof MARKED];
        toast(said.title, `${who}'s session ${session.sessionNumber} ${said.text}.`, "success");
        refresh();
      },
      onError: (error) => toast("Could not update the session", errorMessage(error, "Please try again."), "error"),
    }),
  );
  const scheduled = session.status === "scheduled";
  // Whether she came is known once the session has started: before, it can be moved or cancelled instead.
  const started = !!session.startsAt && new Date(session.startsAt).getTime() <= Date.now();
  const marked = session.status === "completed" || session.status === "no_show";
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={`${formatTime(session.time ?? "")}, ${who}`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fw={700} fz="lg">
            {formatTime(session.time ?? "")}
          </Text>
          <Text fw={600}>{who}</Text>
          <Text size="sm" c="dimmed">
            {session.package.name} · session {session.sessionNumber}
            {session.package.unlimited ? " (unlimited membership)" : ` of ${session.package.sessionCount}`}
          </Text>
        </div>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Badge color={STATUS_COLOURS[session.status]} variant="light">
            {STATUS_WORDS[session.status]}
          </Badge>
          {session.firstTime && (
            <Badge color="gold.9" variant="outline">
              First session
            </Badge>
          )}
          {session.health?.needsClearance && <ClearanceBadge />}
        </Stack>
      </Group>
      <SessionBrief session={session} />
      {scheduled && started && (
        <Group gap="xs" mt="sm">
          <Button
            size="sm"
            loading={mark.isPending && mark.variables?.status === "completed"}
            disabled={mark.isPending}
            onClick={() => mark.mutate({ id: session.id, status: "completed" })}
          >
            Attended
          </Button>
          <Button
            size="sm"
            variant="outline"
            color="red.8"
            loading={mark.isPending && mark.variables?.status === "no_show"}
            disabled={mark.isPending}
            onClick={() => mark.mutate({ id: session.id, status: "no_show" })}
          >
            No-show
          </Button>
        </Group>
      )}
      {scheduled && !started && (
        <Group gap="xs" mt="sm">
          <Button size="sm" variant="light" onClick={() => setActing("move")}>
            Move
          </Button>
          <Button size="sm" variant="subtle" color="red.8" onClick={() => setActing("cancel")}>
            Cancel
          </Button>
        </Group>
      )}
      {marked && (
        <Button
          size="xs"
          variant="subtle"
          mt="xs"
          loading={mark.isPending}
          onClick={() => mark.mutate({ id: session.id, status: "scheduled" })}
          aria-label={`Undo: ${who}'s session back to scheduled`}
        >
          Undo
        </Button>
      )}
      {acting === "move" && <MoveDialog session={session} onDone={refresh} onClose={() => setActing(null)} />}
      {acting === "cancel" && <CancelDialog session={session} onDone={refresh} onClose={() => setActing(null)} />}
    </Card>
  );
}

/** Where to be and what to know, before she walks in. */
function SessionBrief({ session }: { session: DayAgendaSession }) {
  const { client } = session;
  const atHome = packageCategory(session.package.type) === "home";
  const left = session.package.sessionCount - session.done;
  return (
    <Stack gap={2} mt={6}>
      {atHome ? (
        client.address ? (
          <Text size="sm">
            At her home:{" "}
            <Anchor href={mapSearchUrl(client.address)} target="_blank" rel="noopener">
              {client.address}
            </Anchor>
          </Text>
        ) : (
          <Text size="sm" c="red.8">
            At her home: no address on file
          </Text>
        )
      ) : (
        <Text size="sm">At the gym</Text>
      )}
      <Text size="sm" c="dimmed">
        {session.package.unlimited
          ? `${session.done} done this month`
          : `${session.done} done, ${left} left in the pack`}
        {client.experience ? ` · ${client.experience}` : ""}
        {client.phone ? (
          <>
            {" · "}
            <Anchor href={`tel:${client.phone.replace(/[^\d+]/g, "")}`} size="sm">
              {client.phone}
            </Anchor>
          </>
        ) : null}
      </Text>
      <Said label="She wrote:" text={client.notes} />
      <Said label="Your note:" text={client.latestNote} />
      <HealthOnCard health={session.health} />
    </Stack>
  );
}

/** A line of words about the client under its label, or nothing when there are none. */
function Said({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <Text size="sm">
      <Text span fw={600} size="sm">
        {label}
      </Text>{" "}
      {text}
    </Text>
  );
}

interface DialogProps {
  session: DayAgendaSession;
  onDone: () => void;
  onClose: () => void;
}

function MoveDialog({ session, onDone, onClose }: DialogProps) {
  const sessionType = packageCategory(session.package.type) === "home" ? "home" : "gym";
  const [date, setDate] = useState(session.date ?? "");
  const [time, setTime] = useState("");
  const [note, setNote] = useState("");
  const { times } = useOpenTimes(date, sessionType);
  const late = isLate(session);
  const move = useMutation(
    trpc.admin.sessions.schedule.mutationOptions({
      onSuccess: (moved) => {
        toast("Session moved", `${session.booking.clientName}: ${moved.when}. She gets an e-mail.`, "success");
        onDone();
        onClose();
      },
      onError: (error) => toast("Could not move the session", errorMessage(error, "Please try again."), "error"),
    }),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Move ${session.booking.clientName}'s session`}
      centered
      className={adminPalette}
    >
      <Stack gap="sm">
        {late && (
          <Alert color="gold">
            It starts within 24 hours: the move is recorded as an exception to the cancellation policy.
          </Alert>
        )}
        <OpenTimeFields
          sessionType={sessionType}
          date={date}
          time={time}
          size="sm"
          onDate={(value) => {
            setDate(value);
            setTime("");
          }}
          onTime={setTime}
        />
        <TrainerNoteField clientName={session.booking.clientName} value={note} onChange={setNote} size="sm" />
        <Text size="sm" c="dimmed">
          She gets an e-mail with the new time and an updated calendar invite.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button
            disabled={!times.includes(time)}
            loading={move.isPending}
            onClick={() => move.mutate({ id: session.id, date, time, override: late, note })}
          >
            Move Session
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function CancelDialog({ session, onDone, onClose }: DialogProps) {
  const late = isLate(session);
  const [note, setNote] = useState("");
  const who = session.booking.clientName;
  const when = sessionWhen(session);
  const cancel = useMutation(
    trpc.admin.sessions.cancel.mutationOptions({
      onSuccess: (cancelled) => {
        toast(
          "Session cancelled",
          cancelled.status === "pending"
            ? `${who}'s session is back in her package to book again.`
            : `${who}'s session is forfeited under the cancellation policy.`,
          "success",
        );
        onDone();
        onClose();
      },
      onError: (error) => toast("Could not cancel the session", errorMessage(error, "Please try again."), "error"),
    }),
  );
  return (
    <Modal opened onClose={onClose} title={`Cancel ${who}'s session on ${when}?`} centered className={adminPalette}>
      <Text mb="lg">
        Session {session.sessionNumber} of {session.package.name}. Its place is freed and she is e-mailed.{" "}
        {late
          ? "It starts within 24 hours: under the policy it is forfeited, or you can give the session back to her package."
          : "The session goes back to her package for her to book again."}
      </Text>
      <Box mb="lg">
        <TrainerNoteField clientName={who} value={note} onChange={setNote} size="sm" />
      </Box>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Keep it
        </Button>
        {late && (
          <Button
            color="red.8"
            variant="outline"
            loading={cancel.isPending && !cancel.variables?.override}
            onClick={() => cancel.mutate({ id: session.id, override: false, note })}
          >
            Forfeit Session
          </Button>
        )}
        <Button
          color="red.8"
          loading={cancel.isPending && !!cancel.variables?.override}
          onClick={() => cancel.mutate({ id: session.id, override: true, note })}
        >
          {late ? "Cancel, Credit Back" : "Cancel Session"}
        </Button>
      </Group>
    </Modal>
  );
}
