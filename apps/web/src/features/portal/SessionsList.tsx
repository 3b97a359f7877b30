import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { formatMoney } from "@studio/i18n";
import type { SessionStatus } from "@studio/validators";
import { EXPIRY_REMINDER_DAYS, FREE_CHANGE_MS, freeChangeDeadline } from "@studio/validators/studio";
import { DAY_MS, miamiInstant } from "@studio/validators/studio-time";
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
  no_show: "red.8",
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
  const { t, language } = useT();
  if (!packages.length) {
    return (
      <Card radius="lg" padding="xl" withBorder>
        <Title order={2} fz="xl">
          {t("portal.none.title")}
        </Title>
        <Text c="dimmed" mt="xs" mb="lg">
          {t("portal.none.body")}
        </Text>
        <Button component={SiteLink} href="/booking" w="fit-content">
          {t("portal.none.book")}
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
                {t("portal.package.booked", {
                  date: formatDate(pkg.createdAt, language),
                  category: categoryTitle(t, pkg.location),
                  amount: formatMoney(pkg.amount, language),
                })}
              </Text>
            </div>
            {schedulable(pkg.location) && !(pkg.unlimited && pkg.balance.left === 0) && (
              <Badge variant="light" color="plum" size="lg">
                {pkg.unlimited
                  ? t("portal.package.unlimited")
                  : t("portal.package.left", { toTrain: pkg.balance.toTrain, total: pkg.balance.total })}
              </Badge>
            )}
          </Group>
          {schedulable(pkg.location) ? <PackSessions pkg={pkg} now={now} /> : <OpenPurchase location={pkg.location} />}
        </Card>
      ))}
    </Stack>
  );
}

/**
 * A program or a Workout of the Day has nothing to schedule: she opens it, in the page that shows what she bought
 * with her e-mail (already proven here, so it opens at once).
 */
function OpenPurchase({ location }: { location: string }) {
  const { t } = useT();
  const workout = location === "workout_of_day";
  return (
    <Group justify="space-between" gap="sm" pt="sm" style={{ borderTop: "1px solid var(--mantine-color-plum-1)" }}>
      <Text size="sm" c="dimmed">
        {t("portal.package.nothingToSchedule")}
      </Text>
      <Button component={SiteLink} href={workout ? "/workout-of-the-day" : "/workout-access"} size="sm">
        {t(workout ? "portal.package.openWorkout" : "portal.package.openProgram")}
      </Button>
    </Group>
  );
}

/**
 * The sessions a pack lists: each one; of an unlimited month, those she booked or trained and the next to book (not a
 * row for each day of the month), none once the month is over.
 */
function listed(pkg: PortalPackage): PortalSession[] {
  if (!pkg.unlimited) return pkg.sessions;
  const used = pkg.sessions.filter((session) => session.status !== "pending" && !session.expired);
  const next = pkg.sessions.find((session) => session.status === "pending");
  return next ? [...used, next] : used;
}

/** A pack booked into the studio's hours: its balance, then each session with its day, state and actions. */
function PackSessions({ pkg, now }: { pkg: PortalPackage; now: number }) {
  const { t, language } = useT();
  return (
    <>
      <PackBalance pkg={pkg} now={now} />
      <Stack gap={0}>
        {listed(pkg).map((session) => {
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
                {t("portal.session.number", { number: session.sessionNumber })}
              </Text>
              {/* Grows, so every row's date and deadline start at the same place. */}
              <div style={{ flex: "1 1 10rem" }}>
                <Text size="sm" c={session.date ? undefined : "dimmed"}>
                  {session.date && session.time
                    ? t("portal.session.when", {
                        date: formatDate(`${session.date}T12:00:00`, language),
                        time: formatTime(session.time, language),
                      })
                    : t("portal.session.notScheduled")}
                </Text>
                {policy && !policy.started && (
                  <Text size="xs" c={policy.free ? "dimmed" : "gold.9"}>
                    {t(policy.free ? "portal.session.freeUntil" : "portal.session.freeEnded", {
                      deadline: formatStudioDateTime(policy.deadline, language),
                    })}
                  </Text>
                )}
              </div>
              <Group gap="xs">
                <Badge color={statusColors[session.status as SessionStatus] ?? "gray.7"} radius="sm">
                  {session.forfeited
                    ? t("portal.status.forfeited")
                    : session.expired
                      ? t("portal.status.expired")
                      : t(`portal.status.${session.status as SessionStatus}`)}
                </Badge>
                <SessionActions session={session} policy={policy} />
              </Group>
            </Group>
          );
        })}
      </Stack>
    </>
  );
}

/** Her pack at a glance: where its sessions stand, and the next one. */
function PackBalance({ pkg, now }: { pkg: PortalPackage; now: number }) {
  const { t, language } = useT();
  const { toTrain, left, scheduled, completed, forfeited, expired } = pkg.balance;
  const lastDay = pkg.expiresOn && formatDate(pkg.expiresOn, language);
  // Her last day to book is near: said in the warning colour, as the reminder e-mail says it.
  const soon = pkg.expiresOn && miamiInstant(pkg.expiresOn, "23:59").getTime() - now < EXPIRY_REMINDER_DAYS * DAY_MS;
  const next = pkg.sessions
    .filter((session) => session.status === "scheduled" && session.date && session.time)
    .map((session) => ({ session, startsAt: miamiInstant(session.date as string, session.time as string) }))
    .filter(({ startsAt }) => startsAt.getTime() > now)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
  if (pkg.unlimited)
    return (
      <Stack gap={4} mb="md">
        <Text size="sm" data-testid="pack-balance">
          {t("portal.balance.unlimited", { date: lastDay ?? "", booked: scheduled })}
          {completed + forfeited > 0 && ` · ${t("portal.balance.past", { completed, forfeited })}`}
        </Text>
        {next && (
          <Text size="sm" fw={600}>
            {t("portal.balance.next", {
              number: next.session.sessionNumber,
              when: formatStudioDateTime(next.startsAt, language),
            })}
          </Text>
        )}
      </Stack>
    );
  return (
    <Stack gap={4} mb="md">
      <Text size="sm" data-testid="pack-balance">
        {t("portal.balance.counts", { toTrain, booked: scheduled, toBook: left })}
        {completed + forfeited > 0 && ` · ${t("portal.balance.past", { completed, forfeited })}`}
      </Text>
      {lastDay && left > 0 && (
        <Text size="sm" c={soon ? "gold.9" : "dimmed"} fw={soon ? 600 : undefined} data-testid="pack-expiry">
          {t("portal.balance.useBy", { date: lastDay })}
        </Text>
      )}
      {lastDay && expired > 0 && (
        <Text size="sm" c="dimmed" data-testid="pack-expired">
          {t("portal.balance.expired", { count: expired, date: lastDay })}
        </Text>
      )}
      {next && (
        <Text size="sm" fw={600}>
          {t("portal.balance.next", {
            number: next.session.sessionNumber,
            when: formatStudioDateTime(next.startsAt, language),
          })}
        </Text>
      )}
    </Stack>
  );
}

function SessionActions({ session, policy }: { session: PortalSession; policy: Policy | null }) {
  const { t, language } = useT();
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useMutation(
    trpc.portal.cancelSession.mutationOptions({
      onSuccess: (result) => {
        toast(t("portal.cancel.done"), result.message, "info");
        setCancelling(false);
        void queryClient.invalidateQueries({ queryKey: trpc.portal.pathKey() });
      },
      onError: (error) => toast(t("portal.error.title"), errorMessage(error, t("portal.cancel.failed")), "error"),
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
  const deadline = policy && formatStudioDateTime(policy.deadline, language);
  const number = session.sessionNumber;
  return (
    // One group, so on a phone the actions wrap together below the status rather than one by one.
    <Group gap="xs">
      {(session.status === "pending" || policy?.free) && (
        <Button size="xs" onClick={() => setPicking(true)}>
          {t(session.status === "pending" ? "portal.session.schedule" : "portal.session.reschedule")}
        </Button>
      )}
      {session.status === "scheduled" && (
        <>
          <CalendarLink session={session} />
          <Button size="xs" variant="subtle" color="red.8" onClick={() => setCancelling(true)}>
            {t("portal.session.cancel")}
          </Button>
        </>
      )}
      <Modal
        opened={picking}
        onClose={() => setPicking(false)}
        title={t("portal.session.pickTitle", { number })}
        size="lg"
        closeButtonProps={{ "aria-label": t("common.dialog.close") }}
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
        title={t("portal.cancel.title", { number })}
        centered
        closeButtonProps={{ "aria-label": t("common.dialog.close") }}
      >
        {policy?.free ? (
          <Text mb="lg">{t("portal.cancel.free", { deadline })}</Text>
        ) : (
          <Stack gap="xs" mb="lg">
            <Text fw={600}>{t("portal.cancel.lateWarning")}</Text>
            <Text>{deadline ? t("portal.cancel.lateWithDeadline", { deadline }) : t("portal.cancel.late")}</Text>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setCancelling(false)}>
            {t("portal.cancel.keep")}
          </Button>
          <Button color="red.8" loading={cancel.isPending} onClick={confirmCancel}>
            {t(policy?.free ? "portal.cancel.confirm" : "portal.cancel.confirmForfeit")}
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}

/** The session as an .ics file her calendar imports. */
function CalendarLink({ session }: { session: PortalSession }) {
  const { t } = useT();
  return (
    <Button
      size="xs"
      variant="light"
      component="a"
      href={`/api/portal/sessions/${session.id}/calendar.ics`}
      download
      aria-label={t("portal.session.calendarLabel", { number: session.sessionNumber })}
      title={t("portal.session.calendarTitle")}
    >
      {t("portal.session.calendar")}
    </Button>
  );
}
