import { Alert, Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { FREE_CHANGE_MS } from "@studio/validators/studio";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useEffect, useRef, useState } from "react";
import { QueryState } from "../../components/QueryState";
import { useT } from "../../i18n/use-t";
import { formatTime } from "../../lib/format";
import { toast } from "../../lib/toast";
import { errorMessage, type RouterOutputs, trpc } from "../../lib/trpc";
import { SoonConfirm } from "./SoonConfirm";
import { dayLabel, loadDayNames, sessionWhen } from "./session-words";
import { WaitlistJoin } from "./WaitlistJoin";

type Week = RouterOutputs["portal"]["availability"];

/** How many empty weeks the picker passes over on its own before it shows one. */
const MAX_SKIPS = 8;

/**
 * A week of free places for one session, in Miami time; choosing a time books (or moves) the session. A session
 * still to schedule (`canWait`) can also wait for a full hour.
 */
export function SchedulePicker({
  sessionId,
  onDone,
  canWait = false,
}: {
  sessionId: number;
  onDone: () => void;
  canWait?: boolean;
}) {
  const { t, language } = useT();
  const queryClient = useQueryClient();
  const [waitFor, setWaitFor] = useState<{ date: string; time: string } | null>(null);
  // A time less than 24 hours away that she tapped: booked only once she confirms.
  const [confirmSoon, setConfirmSoon] = useState<{ date: string; time: string } | null>(null);
  const [weekStart, setWeekStart] = useState(() => dayjs().format("YYYY-MM-DD"));
  const week = useQuery(trpc.portal.availability.queryOptions({ sessionId, weekStart }, { staleTime: 0 }));
  // The days are headed in the page's language: its names of days and months arrive with the first week.
  const dayNames = useQuery({
    queryKey: ["day-names", language],
    queryFn: () => loadDayNames(language).then(() => true),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const schedule = useMutation(
    trpc.portal.schedule.mutationOptions({
      onSuccess: (result) => {
        toast(t("portal.booked.title"), t("portal.booked.body", { when: sessionWhen(language, result) }), "success");
        void queryClient.invalidateQueries({ queryKey: trpc.portal.pathKey() });
        onDone();
      },
      onError: (error) => {
        toast(t("portal.bookFailed.title"), errorMessage(error, t("portal.bookFailed.body")), "error");
        void week.refetch();
      },
    }),
  );
  // One booking at a time: set before the request starts, so a second tap (on this time or another) is ignored.
  const booking = useRef(false);
  const book = (date: string, time: string) => {
    if (booking.current) return;
    booking.current = true;
    schedule
      .mutateAsync({ sessionId, date, time })
      .catch(() => {})
      .finally(() => {
        booking.current = false;
      });
  };
  // Late in the week there may be nothing left to book: open on the first week that has a free place. While it
  // looks further, the picker shows it is loading, not an empty week she could start moving from.
  const [skips, setSkips] = useState(0);
  const skipping =
    skips < MAX_SKIPS &&
    week.data !== undefined &&
    !week.data.days.some((day) => day.times.some((slot) => slot.available));
  useEffect(() => {
    if (!skipping) return;
    setSkips((count) => count + 1);
    setWeekStart(dayjs(week.data?.weekStart).add(1, "week").format("YYYY-MM-DD"));
  }, [skipping, week.data]);
  const move = (weeks: number) => {
    setSkips(MAX_SKIPS);
    setWeekStart(
      dayjs(week.data?.weekStart ?? weekStart)
        .add(weeks, "week")
        .format("YYYY-MM-DD"),
    );
  };

  // Read when the week is drawn: a time less than 24 hours away cannot be moved once booked.
  const now = Date.now();
  const soon = (startsAt: string) => Date.parse(startsAt) - now < FREE_CHANGE_MS;

  const when = (date: string, time: string) => ({ day: dayLabel(date, language), time: formatTime(time, language) });
  const days = (list: Week["days"]) => (
    <Stack gap="sm">
      {list.map((day) => {
        const open = day.times.filter((slot) => slot.mine || slot.available || (canWait && slot.full));
        return (
          <div key={day.date}>
            <Text fw={600} size="sm">
              {dayLabel(day.date, language)}
            </Text>
            {open.length ? (
              <SimpleGrid cols={{ base: 3, xs: 4, sm: 6 }} spacing={6} mt={4}>
                {open.map((slot) =>
                  slot.mine ? (
                    // Her own hour, said so rather than offered: booking it again would only be refused.
                    <Button
                      key={slot.time}
                      size="xs"
                      h="auto"
                      py={4}
                      variant="default"
                      disabled
                      styles={{ label: { flexDirection: "column", lineHeight: 1.2 } }}
                      aria-label={t(`portal.picker.slotMine.${slot.mine}`, when(day.date, slot.time))}
                    >
                      <span>{formatTime(slot.time, language)}</span>
                      <span style={{ fontSize: 10, fontWeight: 500 }}>{t(`portal.picker.mine.${slot.mine}`)}</span>
                    </Button>
                  ) : slot.full ? (
                    <Button
                      key={slot.time}
                      size="xs"
                      h="auto"
                      py={4}
                      variant={waitFor?.date === day.date && waitFor.time === slot.time ? "filled" : "default"}
                      color="gray.7"
                      styles={{ label: { flexDirection: "column", lineHeight: 1.2 } }}
                      onClick={() => {
                        setConfirmSoon(null);
                        setWaitFor({ date: day.date, time: slot.time });
                      }}
                      aria-label={t("portal.picker.slotFull", when(day.date, slot.time))}
                    >
                      <span>{formatTime(slot.time, language)}</span>
                      <span style={{ fontSize: 10, fontWeight: 500 }}>{t("portal.picker.full")}</span>
                    </Button>
                  ) : (
                    <Button
                      key={slot.time}
                      size="xs"
                      variant={soon(slot.startsAt) ? "outline" : "light"}
                      color={soon(slot.startsAt) ? "gold.9" : undefined}
                      loading={
                        schedule.isPending &&
                        schedule.variables?.date === day.date &&
                        schedule.variables?.time === slot.time
                      }
                      onClick={() => {
                        if (!soon(slot.startsAt)) return book(day.date, slot.time);
                        setWaitFor(null);
                        setConfirmSoon({ date: day.date, time: slot.time });
                      }}
                      aria-label={t(soon(slot.startsAt) ? "portal.picker.slotSoon" : "portal.picker.slotFree", {
                        ...when(day.date, slot.time),
                        free: slot.free,
                      })}
                    >
                      {formatTime(slot.time, language)}
                      {soon(slot.startsAt) && <span aria-hidden="true">*</span>}
                    </Button>
                  ),
                )}
              </SimpleGrid>
            ) : day.closed ? (
              // The trainer's reason, as she wrote it: "Closed for Thanksgiving".
              <Text
                size="xs"
                c="gold.9"
                fw={600}
                lang={day.closed.language !== language ? day.closed.language : undefined}
              >
                {day.closed.reason}
              </Text>
            ) : (
              <Text size="xs" c="dimmed">
                {t("portal.picker.noTimes")}
              </Text>
            )}
            {/* Under the day of the time she tapped, where her eyes are. */}
            {confirmSoon?.date === day.date && (
              <SoonConfirm
                key={confirmSoon.time}
                label={t("portal.picker.slot", when(confirmSoon.date, confirmSoon.time))}
                booking={schedule.isPending}
                onBook={() => book(confirmSoon.date, confirmSoon.time)}
                onBack={() => setConfirmSoon(null)}
              />
            )}
            {waitFor?.date === day.date && (
              <WaitlistJoin
                key={waitFor.time}
                sessionId={sessionId}
                date={waitFor.date}
                time={waitFor.time}
                label={t("portal.picker.slot", when(waitFor.date, waitFor.time))}
                onDone={onDone}
              />
            )}
          </div>
        );
      })}
    </Stack>
  );

  return (
    <Stack gap="md">
      {/* One row at every width: the zone's words wrap between the buttons rather than push one onto a line alone. */}
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Button size="xs" variant="default" onClick={() => move(-1)} style={{ flexShrink: 0 }}>
          {t("portal.picker.earlier")}
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          {t("portal.picker.zone")}
        </Text>
        <Button size="xs" variant="default" onClick={() => move(1)} style={{ flexShrink: 0 }}>
          {t("portal.picker.later")}
        </Button>
      </Group>
      <Text size="sm">
        {t(
          week.data?.days.some((day) => day.times.some((slot) => slot.available && soon(slot.startsAt)))
            ? "portal.picker.policySoon"
            : "portal.picker.policy",
        )}
      </Text>
      <QueryState
        query={{
          isPending: week.isPending || dayNames.isPending || skipping,
          isError: week.isError,
          error: week.error,
          data: week.data,
        }}
        label={t("portal.picker.loading")}
        place="inline"
        // The days of the last answer stay under the message.
        error={(error) => (
          <>
            <Alert color="red">{errorMessage(error, t("portal.picker.loadFailed"))}</Alert>
            {days(week.data?.days ?? [])}
          </>
        )}
      >
        {(found) => days(found.days)}
      </QueryState>
    </Stack>
  );
}
