import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { formatMoney } from "@studio/i18n";
import type { PaymentStatus, SessionStatus } from "@studio/validators";
import { studioDate } from "@studio/validators/studio-time";
import { useState } from "react";
import { formatDate, formatStudioDateTime } from "../../../lib/format";
import type { RouterOutputs } from "../../../lib/trpc";
import { ExtendExpiryForm } from "./ExtendExpiryForm";
import { ScheduleSessionForm } from "./ScheduleSessionForm";

type Profile = RouterOutputs["admin"]["clients"]["get"];
type Booking = Profile["bookings"][number];
type Session = Booking["sessions"][number];

export const paymentColors: Record<PaymentStatus, string> = {
  paid: "#1e6b34",
  unpaid: "gray.7",
  pending: "gold.8",
  cancelled: "red.8",
  refunded: "plum",
};

const sessionLabels: Record<SessionStatus, string> = {
  pending: "To book",
  scheduled: "Scheduled",
  completed: "Completed",
  cancelled: "Cancelled",
  postponed: "Postponed",
  no_show: "No-show",
};

/** Every package she booked, newest first, with each session and where it stands. */
export function BookingHistory({ client }: { client: Profile }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="client-bookings">
      <Title order={3} id="client-bookings" fz="lg">
        Packages and sessions
      </Title>
      {client.bookings.length ? (
        client.bookings.map((booking) => <BookingCard key={booking.id} booking={booking} />)
      ) : (
        <Text c="dimmed">No bookings yet.</Text>
      )}
    </Stack>
  );
}

function BookingCard({ booking }: { booking: Booking }) {
  // One session's scheduling form open at a time.
  const [scheduling, setScheduling] = useState<number | null>(null);
  const [extending, setExtending] = useState(false);
  // Its last day has gone by (the day is Miami's, as the server keeps it).
  const lapsed = booking.expiresOn !== null && booking.expiresOn < studioDate(new Date());
  const schedulable = booking.paymentStatus === "paid" && booking.sessionType !== null;
  // An unlimited month lists what she booked and trained, and its next day to book, not a row for each day left.
  const toBook = booking.sessions.filter((session) => session.status === "pending");
  const sessions = booking.unlimited
    ? [...booking.sessions.filter((session) => session.status !== "pending" && !session.expired), ...toBook.slice(0, 1)]
    : booking.sessions;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`${booking.packageName}, booking #${booking.id}`}
    >
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={0}>
          <Text fw={700}>{booking.packageName}</Text>
          <Text size="xs" c="dimmed">
            #{booking.id} · booked {formatDate(booking.createdAt)} · {formatMoney(booking.amount)}
            {booking.discountCode ? ` (code ${booking.discountCode})` : ""}
          </Text>
        </Stack>
        <Badge color={paymentColors[booking.paymentStatus]} radius="sm">
          {booking.paymentStatus}
        </Badge>
      </Group>
      {booking.expiresOn && (
        <Group gap="xs" mt={4}>
          <Text size="sm" c={lapsed ? "red.8" : "dimmed"} data-testid="pack-expiry">
            {lapsed ? "Expired after" : "Use by"} {formatDate(booking.expiresOn)}
          </Text>
          {booking.paymentStatus === "paid" && (
            <Button
              size="compact-xs"
              variant={extending ? "filled" : "light"}
              aria-expanded={extending}
              onClick={() => setExtending(!extending)}
            >
              Give more time
            </Button>
          )}
        </Group>
      )}
      {extending && booking.expiresOn && (
        <ExtendExpiryForm bookingId={booking.id} expiresOn={booking.expiresOn} onDone={() => setExtending(false)} />
      )}
      {booking.unlimited && (
        <Text size="sm" mt={4} data-testid="unlimited-month">
          Unlimited within your hours, one session a day
        </Text>
      )}
      {sessions.length > 0 && (
        <Stack gap={4} mt="sm" component="ol" p={0} m={0} style={{ listStyle: "none" }}>
          {sessions.map((session) => (
            <li key={session.id}>
              <SessionLine
                session={session}
                canSchedule={schedulable && session.status === "pending"}
                open={scheduling === session.id}
                onOpen={() => setScheduling(scheduling === session.id ? null : session.id)}
              />
              {scheduling === session.id && booking.sessionType && (
                <ScheduleSessionForm
                  sessionId={session.id}
                  sessionNumber={session.sessionNumber}
                  sessionType={booking.sessionType}
                  onDone={() => setScheduling(null)}
                />
              )}
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function SessionLine({
  session,
  canSchedule,
  open,
  onOpen,
}: {
  session: Session;
  canSchedule: boolean;
  open: boolean;
  onOpen: () => void;
}) {
  const when = session.startsAt ? formatStudioDateTime(new Date(session.startsAt)) : "Not scheduled";
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" mih={30}>
      <Text size="sm">
        Session {session.sessionNumber} ·{" "}
        <Text span c={session.startsAt ? undefined : "dimmed"}>
          {when}
        </Text>
      </Text>
      <Group gap={6} wrap="nowrap">
        <Text size="xs" fw={600} c={session.status === "pending" ? "gold.9" : "dimmed"}>
          {session.expired ? "Expired" : sessionLabels[session.status]}
        </Text>
        {canSchedule && (
          <Button
            size="compact-xs"
            variant={open ? "filled" : "light"}
            onClick={onOpen}
            aria-expanded={open}
            aria-label={`Schedule session ${session.sessionNumber}`}
          >
            Schedule
          </Button>
        )}
      </Group>
    </Group>
  );
}
