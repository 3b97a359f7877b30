import { Badge, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { TRAINING_LIMITS as LIMITS } from "@studio/validators/kinds";
import { SpanishVersion } from "../../admin-shell/SpanishVersion";
import type { PlanForm } from "./plan-form";
import { fieldPath } from "./plan-values";
import classes from "./TrainingAdmin.module.css";

interface Props {
  form: PlanForm;
  workout: number;
  index: number;
  count: number;
  onSwap: () => void;
}

/** An exercise of a workout: which one of her library, and what she prescribes. */
export function ExerciseFields({ form, workout, index, count, onSwap }: Props) {
  const row = form.values.workouts[workout]?.exercises[index];
  if (!row) return null;
  const path = fieldPath("workouts", workout, "exercises", index);
  const list = fieldPath("workouts", workout, "exercises");
  const name = row.exerciseName;
  const refused = form.errors[`${path}.exerciseId`];
  return (
    <Paper withBorder radius="sm" p="xs" bg="gray.0" aria-label={`${index + 1}. ${name}`} component="section">
      <Stack gap="xs">
        <Group gap={6} wrap="nowrap" align="baseline">
          <Text fw={600} size="sm" className={classes.wrap}>
            {index + 1}. {name}
          </Text>
          {row.exerciseArchived && (
            <Badge size="xs" color="gray" variant="light" className={classes.noShrink}>
              Archived in the library
            </Badge>
          )}
        </Group>
        {typeof refused === "string" && (
          <Text c="red.8" size="sm" role="alert">
            {refused}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs">
          <NumberInput
            label="Sets"
            min={1}
            max={LIMITS.setsPrescribed}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps(`${path}.sets`)}
          />
          <TextInput label="Reps" placeholder="8–12" maxLength={LIMITS.reps} {...form.getInputProps(`${path}.reps`)} />
          <NumberInput
            label="Suggested lb"
            placeholder="Her choice"
            min={0}
            max={LIMITS.weightLb}
            decimalScale={1}
            allowNegative={false}
            {...form.getInputProps(`${path}.weightLb`)}
          />
          <NumberInput
            label="Rest (seconds)"
            min={0}
            max={LIMITS.restSeconds}
            step={15}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps(`${path}.restSeconds`)}
          />
        </SimpleGrid>
        <TextInput
          label="Note"
          placeholder="e.g. Slow on the way down"
          maxLength={LIMITS.exerciseNote}
          {...form.getInputProps(`${path}.note`)}
        />
        <SpanishVersion version={row.es}>
          <TextInput label="Nota" maxLength={LIMITS.exerciseNote} {...form.getInputProps(`${path}.es.note`)} />
        </SpanishVersion>
        <Group gap={6}>
          <Button
            size="compact-xs"
            variant="default"
            disabled={index === 0}
            aria-label={`Move ${name} up`}
            onClick={() => form.reorderListItem(list, { from: index, to: index - 1 })}
          >
            Move up
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            disabled={index === count - 1}
            aria-label={`Move ${name} down`}
            onClick={() => form.reorderListItem(list, { from: index, to: index + 1 })}
          >
            Move down
          </Button>
          <Button size="compact-xs" variant="light" aria-label={`Swap ${name}`} onClick={onSwap}>
            Swap
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red.8"
            aria-label={`Remove ${name}`}
            onClick={() => form.removeListItem(list, index)}
          >
            Remove
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
