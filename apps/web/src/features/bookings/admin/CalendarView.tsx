import { Alert, Button, Group, Modal, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import { QueryState } from "../../../components/QueryState";
import { formatTime } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import classes from "./Calendar.module.css";

/** SPEC section 9: bookable hours. */
const HOURS = [6, 7, 8, 9, 10, 11, 16, 17, 18, 19, 20];

/** Sundays, and the 9 AM slot from Friday to Monday other than Saturday, are greyed (SPEC section 9). */
function unavailable(day: dayjs.Dayjs, hour: number) {
  const weekday = day.day();
  if (weekday === 0) return true;
  if (hour === 9 && (weekday === 5 || weekday === 1)) return true;
  return weekday === 6 && (hour < 9 || hour > 11);
}

const mondayOf = (day: dayjs.Dayjs) => day.subtract((day.day() + 6) % 7, "day");

export function CalendarView() {
  const [weekStart, setWeekStart] = useState(() => mondayOf(dayjs()).format("YYYY-MM-DD"));
  const [editing, setEditing] = useState<{ date: string; time: string; max: number } | null>(null);
  const calendar = useQuery(trpc.admin.bookings.calendar.queryOptions({ weekStart }, { staleTime: 0 }));
  const days = Array.from({ length: 7 }, (_, i) => dayjs(weekStart).add(i, "day"));
  const move = (weeks: number) => setWeekStart(dayjs(weekStart).add(weeks, "week").format("YYYY-MM-DD"));
  const grid = (slots: Slot[]) => (
    <div className={classes.scroller}>
      <table className={classes.grid} aria-label="Week calendar">
        <thead>
          <tr>
            <th aria-label="Time" />
            {days.map((day) => (
              <th key={day.format()} className={classes.dayHead} scope="col">
                {day.format("ddd D")}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {HOURS.map((hour) => (
            <Row key={hour} hour={hour} days={days} slots={slots} onEdit={setEditing} />
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <div>
      <Group justify="space-between" mb="md">
        <Button variant="default" size="xs" onClick={() => move(-1)}>
          ← Previous week
        </Button>
        <Text fw={600}>
          Week of {days[0]?.format("MMM D")} - {days[6]?.format("MMM D, YYYY")}
        </Text>
        <Button variant="default" size="xs" onClick={() => move(1)}>
          Next week →
        </Button>
      </Group>
      <QueryState
        query={calendar}
        label="Loading calendar"
        place="inline"
        // The week's grid stays under the message, with whatever the last answer held.
        error={(error) => (
          <>
            <Alert color="red">{errorMessage(error, "Failed to fetch bookings")}</Alert>
            {grid(calendar.data?.slots ?? [])}
          </>
        )}
      >
        {(week) => grid(week.slots)}
      </QueryState>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Places at this hour" centered>
        {editing && <CapacityForm slot={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </div>
  );
}

function CapacityForm({ slot, onDone }: { slot: { date: string; time: string; max: number }; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(String(slot.max));
  const save = useMutation(
    trpc.admin.sessions.setCapacity.mutationOptions({
      onSuccess: () => {
        toast(
          "Capacity saved",
          `${dayjs(slot.date).format("ddd MMM D")} at ${formatTime(slot.time)} now holds ${value}.`,
          "success",
        );
        void queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.calendar.queryKey() });
        onDone();
      },
      onError: (error) => toast("Error", errorMessage(error, "Could not change the capacity"), "error"),
    }),
  );
  return (
    <Stack gap="sm">
      <TextInput
        label="Maximum clients"
        inputMode="numeric"
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
      />
      <Button
        loading={save.isPending}
        onClick={() =>
          save.mutate({ date: slot.date, time: slot.time, sessionType: "gym", maxCapacity: Number(value) })
        }
      >
        Save Capacity
      </Button>
    </Stack>
  );
}

type Slot = { date: string; time: string; bookingCount: number; maxCapacity: number; bookings: string[] };

function Row({
  hour,
  days,
  slots,
  onEdit,
}: {
  hour: number;
  days: dayjs.Dayjs[];
  slots: Slot[];
  onEdit: (slot: { date: string; time: string; max: number }) => void;
}) {
  const time = `${String(hour).padStart(2, "0")}:00`;
  return (
    <tr>
      <th className={classes.hour} scope="row">
        {formatTime(time)}
      </th>
      {days.map((day) => {
        const date = day.format("YYYY-MM-DD");
        const slot = slots.find((s) => s.date === date && s.time === time);
        const count = slot?.bookingCount ?? 0;
        const max = slot?.maxCapacity ?? 3;
        const state = unavailable(day, hour) ? "off" : count >= max ? "full" : "open";
        return (
          <td key={date} className={classes.cell} data-state={state} title={slot?.bookings.join("\n")}>
            {state === "off" ? (
              "—"
            ) : (
              <UnstyledButton
                className={classes.cellButton}
                onClick={() => onEdit({ date, time, max })}
                aria-label={`${day.format("ddd D")} ${formatTime(time)}: ${count} of ${max} booked`}
              >
                {count}/{max}
              </UnstyledButton>
            )}
          </td>
        );
      })}
    </tr>
  );
}
