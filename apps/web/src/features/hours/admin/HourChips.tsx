import { Chip, Group, Stack } from "@mantine/core";
import classes from "./HourChips.module.css";
import { daySummary, EDITABLE_HOURS, hourLabel, WEEKDAYS_MONDAY_FIRST, type Week, weekdayName } from "./week-hours";

/** The week on a phone: one list of hour chips per day, each tap opening or closing that hour. */
export function HourChips({ week, onToggle }: { week: Week; onToggle: (weekday: number, hour: number) => void }) {
  return (
    <Stack gap="lg">
      {WEEKDAYS_MONDAY_FIRST.map((weekday) => (
        <fieldset key={weekday} className={classes.day}>
          <legend className={classes.legend}>
            <span className={classes.weekday}>{weekdayName(weekday)}</span>
            <span className={classes.summary}>{daySummary(week[weekday] ?? [])}</span>
          </legend>
          <Group gap={6}>
            {EDITABLE_HOURS.map((hour) => (
              <Chip
                key={hour}
                size="sm"
                checked={week[weekday]?.includes(hour) ?? false}
                onChange={() => onToggle(weekday, hour)}
                aria-label={`${weekdayName(weekday)} ${hourLabel(hour)}`}
              >
                {hourLabel(hour)}
              </Chip>
            ))}
          </Group>
        </fieldset>
      ))}
    </Stack>
  );
}
