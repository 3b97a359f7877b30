import { Alert, Button, Group, Loader, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import { formatTime } from "../../../lib/format";
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
  const calendar = useQuery(trpc.admin.bookings.calendar.queryOptions({ weekStart }, { staleTime: 0 }));
  const days = Array.from({ length: 7 }, (_, i) => dayjs(weekStart).add(i, "day"));
  const move = (weeks: number) => setWeekStart(dayjs(weekStart).add(weeks, "week").format("YYYY-MM-DD"));

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
      {calendar.isError && <Alert color="red">{errorMessage(calendar.error, "Failed to fetch bookings")}</Alert>}
      {calendar.isPending ? (
        <Loader aria-label="Loading calendar" />
      ) : (
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
                <Row key={hour} hour={hour} days={days} slots={calendar.data?.slots ?? []} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

type Slot = { date: string; time: string; bookingCount: number; maxCapacity: number; bookings: string[] };

function Row({ hour, days, slots }: { hour: number; days: dayjs.Dayjs[]; slots: Slot[] }) {
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
            {state === "off" ? "—" : `${count}/${max}`}
          </td>
        );
      })}
    </tr>
  );
}
