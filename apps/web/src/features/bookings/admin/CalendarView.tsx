import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import { QueryState } from "../../../components/QueryState";
import { formatTime } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { errorMessage, type RouterOutputs, trpc } from "../../../lib/trpc";
import { DayAgenda } from "../../sessions/admin/DayAgenda";
import { AuditHistory } from "./AuditHistory";
import classes from "./Calendar.module.css";

type Week = RouterOutputs["admin"]["bookings"]["calendar"];
type Slot = Week["slots"][number];
type Day = Week["days"][number];

/** The week's rows: every hour her template opens on some day, and any hour that holds a booking. */
const rowsOf = (week: Pick<Week, "slots" | "days">) =>
  [...new Set([...week.days.flatMap((day) => day.hours), ...week.slots.map((slot) => slot.time)])].sort();

const mondayOf = (day: dayjs.Dayjs) => day.subtract((day.day() + 6) % 7, "day");

/** Her calendar: the day's agenda (how a phone opens it) or the week's grid (a laptop's). */
export function CalendarView() {
  const phone = useMediaQuery("(max-width: 48em)", false, { getInitialValueInEffect: false });
  const [view, setView] = useState<"day" | "week">(phone ? "day" : "week");
  return (
    <Stack gap="md">
      <SegmentedControl
        w="fit-content"
        value={view}
        onChange={(value) => setView(value as "day" | "week")}
        aria-label="Calendar view"
        data={[
          { value: "day", label: "Day" },
          { value: "week", label: "Week" },
        ]}
      />
      {view === "day" ? <DayAgenda /> : <WeekGrid />}
      <AuditHistory of={{ action: "slot.capacity" }} title="Capacity changes" />
    </Stack>
  );
}

/** The week's hours by day, each cell its places taken and free; an hour's places are hers to change. */
function WeekGrid() {
  const [weekStart, setWeekStart] = useState(() => mondayOf(dayjs()).format("YYYY-MM-DD"));
  const [editing, setEditing] = useState<{ date: string; time: string; max: number } | null>(null);
  const calendar = useQuery(trpc.admin.bookings.calendar.queryOptions({ weekStart }, { staleTime: 0 }));
  const days = Array.from({ length: 7 }, (_, i) => dayjs(weekStart).add(i, "day"));
  const lines = useQuery(
    trpc.admin.sessions.waitlists.queryOptions(
      { from: weekStart, to: dayjs(weekStart).add(6, "day").format("YYYY-MM-DD") },
      { staleTime: 0 },
    ),
  );
  const waiting = new Map<string, number>();
  for (const entry of lines.data ?? []) {
    const key = `${entry.date} ${entry.time}`;
    waiting.set(key, (waiting.get(key) ?? 0) + 1);
  }
  const move = (weeks: number) => setWeekStart(dayjs(weekStart).add(weeks, "week").format("YYYY-MM-DD"));
  const grid = (week: Pick<Week, "slots" | "days">) => (
    <div className={classes.scroller}>
      <table className={classes.grid} aria-label="Week calendar">
        <thead>
          <tr>
            <th aria-label="Time" className={classes.hourColumn} />
            {days.map((day) => {
              const closed = week.days.find((each) => each.date === day.format("YYYY-MM-DD"))?.closed;
              return (
                <th key={day.format()} className={classes.dayHead} scope="col">
                  {day.format("ddd D")}
                  {closed && <span className={classes.closedReason}>{closed.reason}</span>}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rowsOf(week).map((time) => (
            <Row key={time} time={time} days={days} week={week} waiting={waiting} onEdit={setEditing} />
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
            {grid(calendar.data ?? { slots: [], days: [] })}
          </>
        )}
      >
        {(week) => grid(week)}
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
        void queryClient.invalidateQueries({ queryKey: trpc.admin.audit.pathKey() });
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

function Row({
  time,
  days,
  week,
  waiting,
  onEdit,
}: {
  time: string;
  days: dayjs.Dayjs[];
  week: { slots: Slot[]; days: Day[] };
  /** How many wait for a place, by "date time". */
  waiting: Map<string, number>;
  onEdit: (slot: { date: string; time: string; max: number }) => void;
}) {
  return (
    <tr>
      <th className={classes.hour} scope="row">
        {formatTime(time)}
      </th>
      {days.map((day) => {
        const date = day.format("YYYY-MM-DD");
        const slot = week.slots.find((s) => s.date === date && s.time === time);
        const open = week.days.find((each) => each.date === date);
        const count = slot?.bookingCount ?? 0;
        const max = slot?.maxCapacity ?? 3;
        const inLine = waiting.get(`${date} ${time}`) ?? 0;
        // SPEC's entries read "Name (Package)": the week names who is coming, the title says what each booked.
        const names = (slot?.bookings ?? []).map((entry) => entry.replace(/ \([^)]*\)$/, ""));
        // Her closed days and the hours her template leaves out are greyed; a booking made before still shows.
        const state = open?.closed ? "closed" : !open?.hours.includes(time) ? "off" : count >= max ? "full" : "open";
        const greyed = state === "closed" || state === "off";
        const why = open?.closed ? `Closed: ${open.closed.reason}` : "Not open";
        return (
          <td
            key={date}
            className={classes.cell}
            data-state={state}
            title={[greyed ? why : "", ...(slot?.bookings ?? [])].filter(Boolean).join("\n")}
          >
            {greyed && !count ? (
              <>
                <span aria-hidden="true">—</span>
                <VisuallyHidden>{why}</VisuallyHidden>
              </>
            ) : (
              <UnstyledButton
                className={classes.cellButton}
                onClick={() => onEdit({ date, time, max })}
                aria-label={`${day.format("ddd D")} ${formatTime(time)}: ${count} of ${max} booked${names.length ? ` (${names.join(", ")})` : ""}${inLine ? `, ${inLine} waiting` : ""}${greyed ? `, ${why}` : ""}`}
              >
                {count}/{max}
                {inLine > 0 && <span className={classes.waiting}> +{inLine}</span>}
                {names.length > 0 && (
                  <span className={classes.names} aria-hidden="true">
                    {names.map((name) => name.split(" ")[0]).join(", ")}
                  </span>
                )}
              </UnstyledButton>
            )}
          </td>
        );
      })}
    </tr>
  );
}
