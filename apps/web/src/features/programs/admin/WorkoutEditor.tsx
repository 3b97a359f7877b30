import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { type FormErrors, type UseFormReturnType, useForm } from "@mantine/form";
import { formatMoney } from "@studio/i18n";
import { WORKOUT_DIFFICULTIES, type WorkoutOutput, workoutFields } from "@studio/validators";
import { workoutAsText } from "@studio/validators/workout-text";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { GrowingTextarea } from "../../../components/GrowingTextarea";
import { QueryState } from "../../../components/QueryState";
import { useRules } from "../../../lib/rules";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { useOneAttempt } from "../../../lib/use-one-attempt";
import { onTheirBoxes } from "../../admin-shell/on-their-boxes";
import { SpanishVersion } from "../../admin-shell/SpanishVersion";
import { ProgramView } from "../ProgramView";
import { EditWithPreview } from "./EditWithPreview";
import {
  type ExerciseValues,
  toStoredContent,
  toWorkoutInput,
  type WorkoutValues,
  workoutValues,
} from "./workout-values";

/** A Workout of the Day: a new one (packageId null) or the newest version of one she sells. */
export function WorkoutEditor({ packageId, onDone }: { packageId: number | null; onDone: () => void }) {
  const workout = useQuery(
    trpc.admin.programs.workout.queryOptions(
      { packageId: packageId ?? 0 },
      { enabled: packageId !== null, staleTime: 0 },
    ),
  );
  if (packageId === null) return <WorkoutForm workout={null} onDone={onDone} />;
  return (
    <QueryState
      query={workout}
      label="Loading the workout"
      error={<Alert color="red">Could not load the workout.</Alert>}
    >
      {(loaded) => <WorkoutForm workout={loaded} onDone={onDone} />}
    </QueryState>
  );
}

/** An error inside a list box ("equipment.2", "exercises.0.details.1") shows on the box. */
const boxOf = (path: string) => path.replace(/^(equipment|targetAreas|exercises\.\d+\.details)\.\d+$/, "$1");

const blankExercise = (): ExerciseValues => ({ exercise: "", sets: [{ sets: 3, reps: "10", note: "" }], details: "" });

function WorkoutForm({ workout, onDone }: { workout: WorkoutOutput | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const checkInput = useRules(workoutFields);
  const form = useForm<WorkoutValues>({
    initialValues: workoutValues(workout),
    validate: (values) => onTheirBoxes(checkInput(toWorkoutInput(values)), boxOf),
  });
  const publish = useMutation(
    trpc.admin.programs.publishWorkout.mutationOptions({
      onSuccess: (published) => {
        toast(
          "Workout published",
          workout
            ? `${published.packageName} is updated. Clients who bought it keep the version they bought.`
            : `${published.packageName} is on sale for ${formatMoney(published.price)}.`,
          "success",
        );
        void queryClient.invalidateQueries({ queryKey: trpc.admin.packages.list.queryKey() });
        queryClient.setQueryData(trpc.admin.programs.workout.queryKey({ packageId: published.packageId }), published);
        onDone();
      },
      onError: (error) => toast("Error", errorMessage(error, "Could not publish the workout"), "error"),
    }),
  );
  const submit = useOneAttempt(
    form,
    async (values, requestKey) => {
      try {
        await publish.mutateAsync({ ...toWorkoutInput(values), packageId: workout?.packageId ?? null, requestKey });
        return true;
      } catch {
        return false;
      }
    },
    () => toast("Check the workout", "Some fields need your attention.", "error"),
  );
  const input = toWorkoutInput(form.values);

  return (
    <form onSubmit={submit} noValidate>
      <EditWithPreview
        edit={
          <Stack gap="sm">
            <TextInput
              label="Title"
              description="Also the package's name"
              withAsterisk
              {...form.getInputProps("title")}
            />
            <GrowingTextarea label="Description" withAsterisk minRows={2} {...form.getInputProps("description")} />
            <Group grow align="flex-start">
              <NativeSelect label="Difficulty" data={[...WORKOUT_DIFFICULTIES]} {...form.getInputProps("difficulty")} />
              <NumberInput
                label="Minutes"
                withAsterisk
                min={10}
                max={180}
                allowDecimal={false}
                {...form.getInputProps("estimatedDuration")}
              />
            </Group>
            <TextInput
              label="Equipment"
              description="Separated by commas"
              placeholder="Dumbbells, Mat"
              {...form.getInputProps("equipment")}
            />
            <TextInput
              label="Target areas"
              description="Separated by commas"
              placeholder="Glutes, Core"
              {...form.getInputProps("targetAreas")}
            />
            <GrowingTextarea label="Warm-up" withAsterisk minRows={2} {...form.getInputProps("warmupInstructions")} />

            <Text fw={600} mt="sm">
              Exercises
            </Text>
            {typeof form.errors.exercises === "string" && (
              <Text c="red.8" size="sm" role="alert">
                {form.errors.exercises}
              </Text>
            )}
            {form.values.exercises.map((item, index) => (
              <ExerciseFields
                // biome-ignore lint/suspicious/noArrayIndexKey: the form's own list, reordered by index
                key={index}
                form={form}
                index={index}
                name={item.exercise}
                count={form.values.exercises.length}
              />
            ))}
            <Button variant="light" w="fit-content" onClick={() => form.insertListItem("exercises", blankExercise())}>
              Add Exercise
            </Button>

            <GrowingTextarea
              label="Cool-down"
              withAsterisk
              minRows={2}
              {...form.getInputProps("cooldownInstructions")}
            />
            <GrowingTextarea label="Notes" minRows={2} {...form.getInputProps("notes")} />
            <SpanishVersion version={form.values.es}>
              <TextInput label="Título" {...form.getInputProps("es.title")} />
              <GrowingTextarea label="Descripción" minRows={2} {...form.getInputProps("es.description")} />
              <GrowingTextarea label="Calentamiento" minRows={2} {...form.getInputProps("es.warmupInstructions")} />
              <GrowingTextarea label="Enfriamiento" minRows={2} {...form.getInputProps("es.cooldownInstructions")} />
              <GrowingTextarea label="Notas" minRows={2} {...form.getInputProps("es.notes")} />
            </SpanishVersion>
          </Stack>
        }
        preview={<ProgramView program={previewOf(input, workout)} />}
        submitLabel={workout ? "Publish Changes" : "Publish Workout"}
        busy={publish.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

interface ExerciseProps {
  form: UseFormReturnType<WorkoutValues, WorkoutValues, (values: WorkoutValues) => FormErrors>;
  index: number;
  name: string;
  count: number;
}

function ExerciseFields({ form, index, name, count }: ExerciseProps) {
  const path = `exercises.${index}`;
  const label = name || `Exercise ${index + 1}`;
  const sets = form.values.exercises[index]?.sets ?? [];
  return (
    <Fieldset legend={`${index + 1}. ${label}`} radius="md" p="sm">
      <Stack gap="xs">
        <TextInput label="Exercise" withAsterisk {...form.getInputProps(`${path}.exercise`)} />
        {sets.map((_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the form's own list, edited by index
          <Group key={row} gap="xs" align="flex-end" wrap="nowrap">
            <NumberInput
              label="Sets"
              w={72}
              min={1}
              max={20}
              allowDecimal={false}
              {...form.getInputProps(`${path}.sets.${row}.sets`)}
            />
            <TextInput label="Reps" w={110} {...form.getInputProps(`${path}.sets.${row}.reps`)} />
            <TextInput label="Note" style={{ flex: 1 }} {...form.getInputProps(`${path}.sets.${row}.note`)} />
            <ActionIcon
              variant="subtle"
              color="red.8"
              size="lg"
              aria-label={`Remove row ${row + 1} of sets of ${label}`}
              onClick={() => form.removeListItem(`${path}.sets`, row)}
            >
              <span aria-hidden="true">×</span>
            </ActionIcon>
          </Group>
        ))}
        <Button
          size="xs"
          variant="subtle"
          w="fit-content"
          onClick={() => form.insertListItem(`${path}.sets`, { sets: 3, reps: "10", note: "" })}
        >
          Add sets
        </Button>
        <GrowingTextarea
          label="Details"
          description="One cue per line"
          minRows={1}
          {...form.getInputProps(`${path}.details`)}
        />
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={index === 0}
            aria-label={`Move ${label} up`}
            onClick={() => form.reorderListItem("exercises", { from: index, to: index - 1 })}
          >
            Move up
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={index === count - 1}
            aria-label={`Move ${label} down`}
            onClick={() => form.reorderListItem("exercises", { from: index, to: index + 1 })}
          >
            Move down
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red.8"
            aria-label={`Remove ${label}`}
            onClick={() => form.removeListItem("exercises", index)}
          >
            Remove
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

/** The workout as her client will open it: the same view, the same text for Download and Print. */
function previewOf(input: ReturnType<typeof toWorkoutInput>, workout: WorkoutOutput | null) {
  const content = toStoredContent(input);
  return {
    type: "workout_of_day" as const,
    packageName: input.title || workout?.packageName || "New workout",
    packageDescription: input.description,
    workoutProgram: workoutAsText(content),
    workoutContent: content,
  };
}
