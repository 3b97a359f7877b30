import { ActionIcon, Button, Group, Text } from "@mantine/core";
import { addDays, mondayOf } from "@studio/validators/studio-time";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useT } from "../../i18n/use-t";
import { longDay, weekdayShort } from "./format";
import classes from "./Training.module.css";

interface Props {
  day: string;
  today: string;
  /** Her first plan's first day: nothing of hers comes before it. */
  firstDay: string | null;
  onChoose: (day: string) => void;
}

/**
 * The week of the chosen day, Monday first, to look at and log another day of her plan: a day to come cannot be
 * chosen (it cannot be logged yet), nor a week before her first plan began.
 */
export function DayChooser({ day, today, firstDay, onChoose }: Props) {
  const { t, language } = useT();
  const monday = mondayOf(day);
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const earlier = addDays(monday, -7);
  const canGoBack = !firstDay || addDays(earlier, 6) >= firstDay;
  const canGoOn = addDays(monday, 7) <= today;
  return (
    <nav aria-label={t("training.days.label")}>
      <Group justify="space-between" mb={6} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t("training.days.previous")}
          disabled={!canGoBack}
          onClick={() => onChoose(earlier)}
        >
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <Text fw={600} size="sm" ta="center">
          {day === today ? t("training.days.todayLabel", { day: longDay(day, language) }) : longDay(day, language)}
        </Text>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t("training.days.next")}
          disabled={!canGoOn}
          onClick={() => onChoose(addDays(monday, 7) > today ? today : addDays(monday, 7))}
        >
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
      </Group>
      <div className={classes.week}>
        {days.map((shown) => (
          <button
            key={shown}
            type="button"
            className={classes.dayButton}
            aria-pressed={shown === day}
            aria-current={shown === today ? "date" : undefined}
            disabled={shown > today}
            onClick={() => onChoose(shown)}
          >
            <span className={classes.weekday}>{weekdayShort(shown, language)}</span>
            <span className={classes.dayNumber}>{Number(shown.slice(8))}</span>
            {/* Said in full after what is seen, so "Mon 16" names the button for voice control too. */}
            <span className="visually-hidden">
              {shown === today
                ? t("training.days.todayLabel", { day: longDay(shown, language) })
                : longDay(shown, language)}
            </span>
          </button>
        ))}
      </div>
      {day !== today && (
        <Group justify="center" mt={6}>
          <Button variant="subtle" size="compact-sm" onClick={() => onChoose(today)}>
            {t("training.days.backToToday")}
          </Button>
        </Group>
      )}
    </nav>
  );
}
