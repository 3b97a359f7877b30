import { Anchor, Stack, Title } from "@mantine/core";
import { studioDate } from "@studio/validators/studio-time";
import { Link } from "@tanstack/react-router";
import dayjs from "dayjs";
import { useId } from "react";
import { DaySessions } from "./DayAgenda";

/** Today's date in Miami and the day after, as the panel and its loader both ask for them. */
export function todayAndTomorrow() {
  const today = studioDate(new Date());
  return { today, tomorrow: dayjs(today).add(1, "day").format("YYYY-MM-DD") };
}

/**
 * What the back office opens on: today's sessions in order, each with where to be, what to know and one tap to mark
 * it, and tomorrow's below, so that the day ahead is read in one glance between two clients.
 */
export function TodayPanel() {
  const { today, tomorrow } = todayAndTomorrow();
  return (
    <Stack gap="xl">
      <Day title="Today" date={today} />
      <Day title="Tomorrow" date={tomorrow} />
      <Anchor renderRoot={(props) => <Link to="/admin/calendar" {...props} />} size="sm" w="fit-content">
        The whole week in the calendar →
      </Anchor>
    </Stack>
  );
}

function Day({ title, date }: { title: string; date: string }) {
  const headingId = useId();
  const label = dayjs(date).format("dddd, MMM D");
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="xl" id={headingId}>
        {title} · {label}
      </Title>
      <DaySessions date={date} label={label} />
    </Stack>
  );
}
