import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from "@mantine/core";
import type { SessionStatus } from "@studio/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { SiteLink } from "../../components/layout/SiteLink";
import { formatDate, formatTime } from "../../lib/format";
import { toast } from "../../lib/toast";
import { errorMessage, type RouterOutputs, trpc } from "../../lib/trpc";
import { categoryTitle } from "../catalogue/catalog";
import { SchedulePicker } from "../sessions/SchedulePicker";

type PortalPackage = RouterOutputs["portal"]["mySessions"]["sessions"][number];
type PortalSession = PortalPackage["sessions"][number];

/** Gym and home sessions are booked one by one; online programs and workouts need no scheduling. */
const schedulable = (location: string) => location !== "online" && location !== "workout_of_day";

const statusColors: Record<SessionStatus, string> = {
  pending: "gray.7",
  scheduled: "plum.7",
  completed: "#1e6b34",
  cancelled: "red.8",
  postponed: "gold.8",
};

export function SessionsList({ packages }: { packages: PortalPackage[] }) {
  if (!packages.length) {
    return (
      <Card radius="lg" padding="xl" withBorder>
        <Title order={2} fz="xl">
          No Sessions Found
        </Title>
        <Text c="dimmed" mt="xs" mb="lg">
          You have no sessions booked.
        </Text>
        <Button component={SiteLink} href="/booking" w="fit-content">
          Book a Session
        </Button>
      </Card>
    );
  }
  return (
    <Stack gap="lg">
      {packages.map((pkg) => (
        <Card key={pkg.bookingId} radius="lg" padding="xl" withBorder component="article" aria-label={pkg.packageName}>
          <Group justify="space-between" align="flex-start" mb="md">
            <div>
              <Title order={2} fz="xl">
                {pkg.packageName}
              </Title>
              <Text size="sm" c="dimmed">
                Booked {formatDate(pkg.createdAt)} · {categoryTitle(pkg.location)} · ${pkg.amount}
              </Text>
            </div>
            <Badge variant="light" color="plum">
              {pkg.sessions.length} {pkg.sessions.length === 1 ? "session" : "sessions"}
            </Badge>
          </Group>
          <Stack gap={0}>
            {pkg.sessions.map((session) => (
              <Group
                key={session.id}
                justify="space-between"
                py="sm"
                style={{ borderTop: "1px solid var(--mantine-color-plum-1)" }}
                data-testid="session-row"
              >
                <Text fw={600}>Session {session.sessionNumber}</Text>
                <Text size="sm" c={session.date ? undefined : "dimmed"}>
                  {session.date && session.time
                    ? `${formatDate(`${session.date}T12:00:00`)} at ${formatTime(session.time)}`
                    : "Not scheduled yet"}
                </Text>
                <Group gap="xs">
                  <Badge color={statusColors[session.status as SessionStatus] ?? "gray.7"} radius="sm">
                    {session.status}
                  </Badge>
                  {schedulable(pkg.location) && <SessionActions session={session} />}
                </Group>
              </Group>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function SessionActions({ session }: { session: PortalSession }) {
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useMutation(
    trpc.portal.cancelSession.mutationOptions({
      onSuccess: (result) => {
        toast("Session cancelled", result.message, "info");
        setCancelling(false);
        void queryClient.invalidateQueries({ queryKey: trpc.portal.pathKey() });
      },
      onError: (error) => toast("Error", errorMessage(error, "Could not cancel the session."), "error"),
    }),
  );
  if (session.status !== "pending" && session.status !== "scheduled") return null;
  return (
    // One group, so on a phone the actions wrap together below the status rather than one by one.
    <Group gap="xs">
      <Button size="xs" onClick={() => setPicking(true)}>
        {session.status === "pending" ? "Schedule" : "Reschedule"}
      </Button>
      {session.status === "scheduled" && (
        <>
          <Button
            size="xs"
            variant="light"
            component="a"
            href={`/api/portal/sessions/${session.id}/calendar.ics`}
            download
            aria-label={`Add session ${session.sessionNumber} to your calendar`}
            title="Add to calendar (.ics)"
          >
            Calendar
          </Button>
          <Button size="xs" variant="subtle" color="red.8" onClick={() => setCancelling(true)}>
            Cancel
          </Button>
        </>
      )}
      <Modal
        opened={picking}
        onClose={() => setPicking(false)}
        title={`Choose a time for session ${session.sessionNumber}`}
        size="lg"
      >
        {picking && <SchedulePicker sessionId={session.id} onDone={() => setPicking(false)} />}
      </Modal>
      <Modal opened={cancelling} onClose={() => setCancelling(false)} title="Cancel this session?" centered>
        <Text mb="lg">
          Cancelled 24 hours or more before the start, the session goes back into your package. Within 24 hours it is
          forfeited.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setCancelling(false)}>
            Keep it
          </Button>
          <Button color="red.8" loading={cancel.isPending} onClick={() => cancel.mutate({ sessionId: session.id })}>
            Cancel Session
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
