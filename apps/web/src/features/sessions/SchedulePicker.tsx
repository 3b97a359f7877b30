import { Alert, Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useEffect, useRef, useState } from "react";
import { QueryState } from "../../components/QueryState";
import { formatTime } from "../../lib/format";
import { toast } from "../../lib/toast";
import { errorMessage, type RouterOutputs, trpc } from "../../lib/trpc";

type Week = RouterOutputs["portal"]["availability"];

/** A week of free places for one session, in Miami time; choosing a time books (or moves) the session. */
export function SchedulePicker({ sessionId, onDone }: { sessionId: number; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [weekStart, setWeekStart] = useState(() => dayjs().format("YYYY-MM-DD"));
  const week = useQuery(trpc.portal.availability.queryOptions({ sessionId, weekStart }, { staleTime: 0 }));
  const schedule = useMutation(
    trpc.portal.schedule.mutationOptions({
      onSuccess: (result) => {
        toast("Session booked", `${result.when}. A calendar invite is on its way.`, "success");
        void queryClient.invalidateQueries({ queryKey: trpc.portal.pathKey() });
        onDone();
      },
      onError: (error) => {
        toast("Could not book that time", errorMessage(error, "Please choose another time."), "error");
        void week.refetch();
      },
    }),
  );
  // Late in the week there may be nothing left to book: open on the first week that has a free place.
  const skipped = useRef(0);
  useEffect(() => {
    const empty = week.data && !week.data.days.some((day) => day.times.some((slot) => slot.available));
    if (empty && skipped.current < 8) {
      skipped.current++;
      setWeekStart(dayjs(week.data?.weekStart).add(1, "week").format("YYYY-MM-DD"));
    }
  }, [week.data]);
  const move = (weeks: number) => {
    skipped.current = 8;
    setWeekStart(
      dayjs(week.data?.weekStart ?? weekStart)
        .add(weeks, "week")
        .format("YYYY-MM-DD"),
    );
  };

  const days = (list: Week["days"]) => (
    <Stack gap="sm">
      {list.map((day) => {
        const open = day.times.filter((slot) => slot.available);
        return (
          <div key={day.date}>
            <Text fw={600} size="sm">
              {dayjs(day.date).format("dddd, MMM D")}
            </Text>
            {open.length ? (
              <SimpleGrid cols={{ base: 3, xs: 4, sm: 6 }} spacing={6} mt={4}>
                {open.map((slot) => (
                  <Button
                    key={slot.time}
                    size="xs"
                    variant="light"
                    loading={
                      schedule.isPending &&
                      schedule.variables?.date === day.date &&
                      schedule.variables?.time === slot.time
                    }
                    onClick={() => schedule.mutate({ sessionId, date: day.date, time: slot.time })}
                    aria-label={`${dayjs(day.date).format("dddd, MMM D")} at ${formatTime(slot.time)}, ${slot.free} ${slot.free === 1 ? "place" : "places"} left`}
                  >
                    {formatTime(slot.time)}
                  </Button>
                ))}
              </SimpleGrid>
            ) : (
              <Text size="xs" c="dimmed">
                No times available
              </Text>
            )}
          </div>
        );
      })}
    </Stack>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Button size="xs" variant="default" onClick={() => move(-1)}>
          ← Earlier
        </Button>
        <Text size="sm" c="dimmed">
          Times in Miami (Eastern Time)
        </Text>
        <Button size="xs" variant="default" onClick={() => move(1)}>
          Later →
        </Button>
      </Group>
      <QueryState
        query={week}
        label="Loading times"
        place="inline"
        // The days of the last answer stay under the message.
        error={(error) => (
          <>
            <Alert color="red">{errorMessage(error, "Could not load the times.")}</Alert>
            {days(week.data?.days ?? [])}
          </>
        )}
      >
        {(found) => days(found.days)}
      </QueryState>
    </Stack>
  );
}
