import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import { Badge, Button, Card, Group, Modal, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import type { SessionStatus } from "@studio/validators";
import { FREE_CHANGE_MS, freeChangeDeadline } from "@studio/validators/studio";
import { miamiInstant } from "@studio/validators/studio-time";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { SiteLink } from "../../components/layout/SiteLink";
import { useT } from "../../i18n/use-t";
import { formatDate, formatStudioDateTime, formatTime } from "../../lib/format";
import { toast } from "../../lib/toast";
import { errorMessage, type RouterOutputs, trpc } from "../../lib/trpc";
import { categoryTitle } from "../catalogue/catalog";
import { SchedulePicker } from "../sessions/SchedulePicker";
import { WaitlistList } from "./WaitlistList";

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

/** Where a scheduled session stands under the 24-hour policy, read from the client's clock. */
interface Policy {
  /** The last moment it can be moved, or cancelled with the credit back. */
  deadline: Date;
  /** Free changes are still allowed. */
  free: boolean;
  /** It has started (or is over): there is nothing left to change. */
  started: boolean;
}

function policyOf(session: PortalSession, now: number): Policy | null {
  if (session.status !== "scheduled" || !session.date || !session.time) return null;
  const startsAt = miamiInstant(session.date, session.time);
  return {
    deadline: freeChangeDeadline(startsAt),
    free: startsAt.getTime() - now >= FREE_CHANGE_MS,
    started: startsAt.getTime() <= now,
  };
}

/** The time now, again every minute, so a deadline passing while the page is open changes what it offers. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function SessionsList({ packages }: { packages: PortalPackage[] }) {
  const now = useNow();
  return (
    <Stack gap="lg">
      <WaitlistList />
      <Packages packages={packages} now={now} />
    </Stack>
  );
}

function Packages({ packages, now }: { packages: PortalPackage[]; now: number }) {
  const { t } = useT();
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
                Booked {formatDate(pkg.createdAt)} · {categoryTitle(t, pkg.location)} · ${pkg.amount}
              </Text>
            </div>
            {schedulable(pkg.location) ? (
              <Badge variant="light" color="plum" size="lg">
                {pkg.balance.left} of {pkg.balance.total} left
              </Badge>
            ) : (
              <Badge variant="light" color="plum">
                {pkg.sessions.length} {pkg.sessions.length === 1 ? "session" : "sessions"}
              </Badge>
            )}
          </Group>
          {schedulable(pkg.location) && <PackBalance pkg={pkg} now={now} />}
          <Stack gap={0}>
            {pkg.sessions.map((session) => {
              const policy = policyOf(session, now);
              return (
                <Group
                  key={session.id}
                  justify="space-between"
                  py="sm"
                  style={{ borderTop: "1px solid var(--mantine-color-plum-1)" }}
                  data-testid="session-row"
                >
                  <Text fw={600} miw={100}>
                    Session {session.sessionNumber}
                  </Text>
                  {/* Grows, so every row's date and deadline start at the same place. */}
                  <div style={{ flex: "1 1 10rem" }}>
                    <Text size="sm" c={session.date ? undefined : "dimmed"}>
                      {session.date && session.time
                        ? `${formatDate(`${session.date}T12:00:00`)} at ${formatTime(session.time)}`
                        : "Not scheduled yet"}
                    </Text>
                    {policy && !policy.started && (
                      <Text size="xs" c={policy.free ? "dimmed" : "gold.9"}>
                        {policy.free
                          ? `Free changes until ${formatStudioDateTime(policy.deadline)}`
                          : `Free changes ended ${formatStudioDateTime(policy.deadline)}`}
                      </Text>
                    )}
                  </div>
                  <Group gap="xs">
                    <Badge color={statusColors[session.status as SessionStatus] ?? "gray.7"} radius="sm">
                      {session.status}
                    </Badge>
                    {schedulable(pkg.location) && <SessionActions session={session} policy={policy} />}
                  </Group>
                </Group>
              );
            })}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** Her pack at a glance: where its sessions stand, and the next one. */
function PackBalance({ pkg, now }: { pkg: PortalPackage; now: number }) {
  const { left, total, scheduled, completed, forfeited } = pkg.balance;
  // The badge above shows "left of total" to the eye; a screen reader hears it here with the rest.
  const next = pkg.sessions
    .filter((session) => session.status === "scheduled" && session.date && session.time)
    .map((session) => ({ session, startsAt: miamiInstant(session.date as string, session.time as string) }))
    .filter(({ startsAt }) => startsAt.getTime() > now)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
  return (
    <Stack gap={4} mb="md">
      <Text size="sm" data-testid="pack-balance">
        <VisuallyHidden>{`${left} of ${total} sessions left to schedule; `}</VisuallyHidden>
        {`${scheduled} scheduled · ${completed} completed · ${forfeited} forfeited`}
      </Text>
      {next && (
        <Text size="sm" fw={600}>
          Next: session {next.session.sessionNumber}, {formatStudioDateTime(next.startsAt)}
        </Text>
      )}
    </Stack>
  );
}

function SessionActions({ session, policy }: { session: PortalSession; policy: Policy | null }) {
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
  // One cancel at a time: set before the request starts, so a second tap that lands first is ignored.
  const cancelSent = useRef(false);
  const confirmCancel = () => {
    if (cancelSent.current) return;
    cancelSent.current = true;
    cancel
      .mutateAsync({ sessionId: session.id })
      .catch(() => {})
      .finally(() => {
        cancelSent.current = false;
      });
  };
  if (session.status !== "pending" && session.status !== "scheduled") return null;
  // A session that has started has nothing left to move or cancel.
  if (policy?.started) return <CalendarLink session={session} />;
  const deadline = policy && formatStudioDateTime(policy.deadline);
  return (
    // One group, so on a phone the actions wrap together below the status rather than one by one.
    <Group gap="xs">
      {(session.status === "pending" || policy?.free) && (
        <Button size="xs" onClick={() => setPicking(true)}>
          {session.status === "pending" ? "Schedule" : "Reschedule"}
        </Button>
      )}
      {session.status === "scheduled" && (
        <>
          <CalendarLink session={session} />
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
        {picking && (
          <SchedulePicker
            sessionId={session.id}
            canWait={session.status === "pending"}
            onDone={() => setPicking(false)}
          />
        )}
      </Modal>
      <Modal
        opened={cancelling}
        onClose={() => setCancelling(false)}
        title={`Cancel session ${session.sessionNumber}?`}
        centered
      >
        {policy?.free ? (
          <Text mb="lg">
            Free changes until {deadline}. Cancelled now, this session goes back into your package to book again.
          </Text>
        ) : (
          <Stack gap="xs" mb="lg">
            <Text fw={600}>This session starts in less than 24 hours, so it will be forfeited if you cancel it.</Text>
            <Text>
              {deadline && `Free changes ended ${deadline}. `}Sessions cancelled within 24 hours are forfeited. It will
              not go back into your package.
            </Text>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setCancelling(false)}>
            Keep it
          </Button>
          <Button color="red.8" loading={cancel.isPending} onClick={confirmCancel}>
            {policy?.free ? "Cancel Session" : "Cancel and Forfeit"}
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}

/** The session as an .ics file her calendar imports. */
function CalendarLink({ session }: { session: PortalSession }) {
  return (
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
  );
}
