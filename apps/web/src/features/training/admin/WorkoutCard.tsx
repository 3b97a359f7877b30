import { Badge, Button, Group, NativeSelect, NumberInput, Paper, Stack, Text, TextInput } from "@mantine/core";
import { TRAINING_LIMITS as LIMITS } from "@studio/validators/kinds";
import { GrowingTextarea } from "../../../components/GrowingTextarea";
import { SpanishVersion } from "../../admin-shell/SpanishVersion";
import { ExerciseFields } from "./ExerciseFields";
import { dayLabel, dayOf, PLAN_WEEKS, weekdaysFrom, weekOf } from "./plan-days";
import type { PlanForm } from "./plan-form";
import { fieldPath } from "./plan-values";
import classes from "./TrainingAdmin.module.css";

interface Props {
  form: PlanForm;
  index: number;
  startsOn: string | null;
  open: boolean;
  first: boolean;
  last: boolean;
  onToggle: () => void;
  onDay: (day: number) => void;
  onMove: (by: -1 | 1) => void;
  onCopy: () => void;
  onRemove: () => void;
  onAddExercise: () => void;
  onSwapExercise: (row: number) => void;
}

/**
 * One workout of the plan: closed, its day, title and exercises in a line; open, its fields and its exercises'.
 * Only open workouts draw their fields, so a long plan stays quick to type in on a phone.
 */
export function WorkoutCard(props: Props) {
  const { form, index, startsOn, open, onToggle } = props;
  const workout = form.values.workouts[index];
  if (!workout) return null;
  const path = fieldPath("workouts", index);
  const title = workout.title.trim() || "Untitled workout";
  const label = dayLabel(workout.day, startsOn);
  const names = workout.exercises.map((row) => row.exerciseName).join(", ");
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="sm"
      aria-label={`${label}: ${title}`}
      className={open ? classes.openWorkout : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text size="xs" c="plum.7" fw={700} tt="uppercase" className={classes.dayLabel}>
            {label}
          </Text>
          <Text fw={600} lh={1.3} className={classes.wrap}>
            {title}
          </Text>
          {!open && (
            <Text size="sm" c="dimmed" lineClamp={2} className={classes.wrap}>
              {workout.exercises.length
                ? `${workout.exercises.length} ${workout.exercises.length === 1 ? "exercise" : "exercises"}: ${names}`
                : "No exercises yet"}
            </Text>
          )}
        </Stack>
        <Button
          size="xs"
          variant={open ? "default" : "light"}
          onClick={onToggle}
          aria-expanded={open}
          aria-label={`${open ? "Close" : "Edit"} ${label}: ${title}`}
        >
          {open ? "Close" : "Edit"}
        </Button>
      </Group>
      {open && (
        <Stack gap="sm" mt="sm">
          <DayFields day={workout.day} startsOn={startsOn} onDay={props.onDay} />
          <TextInput
            label="Workout title"
            withAsterisk
            maxLength={LIMITS.title}
            {...form.getInputProps(`${path}.title`)}
          />
          <GrowingTextarea
            label="Note"
            description="What she reads before she starts"
            minRows={1}
            maxRows={6}
            maxLength={LIMITS.workoutNote}
            {...form.getInputProps(`${path}.note`)}
          />
          <SpanishVersion version={workout.es}>
            <TextInput label="Título" maxLength={LIMITS.title} {...form.getInputProps(`${path}.es.title`)} />
            <GrowingTextarea
              label="Nota"
              minRows={1}
              maxRows={6}
              maxLength={LIMITS.workoutNote}
              {...form.getInputProps(`${path}.es.note`)}
            />
          </SpanishVersion>
          <Text fw={600} size="sm" mt={4}>
            Exercises
          </Text>
          {typeof form.errors[`${path}.exercises`] === "string" && (
            <Text c="red.8" size="sm" role="alert">
              {form.errors[`${path}.exercises`]}
            </Text>
          )}
          {workout.exercises.length === 0 && (
            <Text size="sm" c="dimmed">
              No exercises yet: add them from your library.
            </Text>
          )}
          {workout.exercises.map((row, at) => (
            <ExerciseFields
              key={row.key}
              form={form}
              workout={index}
              index={at}
              count={workout.exercises.length}
              onSwap={() => props.onSwapExercise(at)}
            />
          ))}
          <Button
            variant="light"
            w="fit-content"
            onClick={props.onAddExercise}
            disabled={workout.exercises.length >= LIMITS.exercisesPerWorkout}
          >
            Add exercise
          </Button>
          <Group gap="xs" pt="xs" className={classes.workoutActions}>
            <Button size="xs" variant="default" disabled={props.first} onClick={() => props.onMove(-1)}>
              Move earlier
            </Button>
            <Button size="xs" variant="default" disabled={props.last} onClick={() => props.onMove(1)}>
              Move later
            </Button>
            <Button size="xs" variant="default" onClick={props.onCopy}>
              Copy to another day
            </Button>
            <Button size="xs" variant="subtle" color="red.8" onClick={props.onRemove}>
              Remove workout
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}

/** The plan's day as a week and a weekday (Mon to Sun for a template, from her first day in her copy). */
export function DayFields({
  day,
  startsOn,
  onDay,
  label = "Day",
}: {
  day: number;
  startsOn: string | null;
  onDay: (day: number) => void;
  label?: string;
}) {
  const week = weekOf(day);
  const offset = day % 7;
  const names = weekdaysFrom(startsOn);
  return (
    <fieldset className={classes.dayFields}>
      <legend>{label}</legend>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <NumberInput
          label="Week"
          min={1}
          max={PLAN_WEEKS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          w={90}
          value={week}
          onChange={(value) => {
            const next = typeof value === "number" ? value : Number(value);
            if (Number.isInteger(next) && next >= 1 && next <= PLAN_WEEKS) onDay(dayOf(next, offset));
          }}
        />
        <NativeSelect
          label="Weekday"
          w={110}
          value={String(offset)}
          data={names.map((name, at) => ({ value: String(at), label: name }))}
          onChange={(event) => onDay(dayOf(week, Number(event.currentTarget.value)))}
        />
        {startsOn && (
          <Badge variant="light" color="gray" mb={6} className={classes.noShrink}>
            {dayLabel(day, startsOn).split(", ")[1]}
          </Badge>
        )}
      </Group>
    </fieldset>
  );
}
