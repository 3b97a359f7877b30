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
import {
  type LibraryExerciseFacts,
  WORKOUT_DIFFICULTIES,
  type WorkoutLibraryExercise,
  type WorkoutOutput,
  workoutFields,
} from "@studio/validators";
import { workoutAsText } from "@studio/validators/workout-text";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { GrowingTextarea } from "../../../components/GrowingTextarea";
import { QueryState } from "../../../components/QueryState";
import { useRules } from "../../../lib/rules";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { useOneAttempt } from "../../../lib/use-one-attempt";
import { onTheirBoxes } from "../../admin-shell/on-their-boxes";
import { SpanishVersion } from "../../admin-shell/SpanishVersion";
import { ExercisePicker } from "../../exercises/admin/ExercisePicker";
import { ProgramView } from "../ProgramView";
import { EditWithPreview } from "./EditWithPreview";
import classes from "./WorkoutEditor.module.css";
import {
  type ExerciseValues,
  pickedExercise,
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

const blankExercise = (): ExerciseValues => ({
  exercise: "",
  exerciseId: null,
  sets: [{ sets: 3, reps: "10", note: "" }],
  details: "",
});

/** The library's exercises the form's exercises were picked from, by id. */
type Library = ReadonlyMap<number, WorkoutLibraryExercise>;

/** The server's refusal of fields ("exercises.2.exerciseId"), as the form's errors on their boxes. */
function serverErrors(error: unknown): Record<string, string> {
  const issues = (error as { data?: { issues?: { path: string; message: string }[] } })?.data?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [boxOf(issue.path), issue.message]));
}

function WorkoutForm({ workout, onDone }: { workout: WorkoutOutput | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const checkInput = useRules(workoutFields);
  const [library, setLibrary] = useState<Library>(() => new Map(workout?.library.map((item) => [item.id, item])));
  const [picking, setPicking] = useState(false);
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
      onError: (error) => {
        form.setErrors(serverErrors(error));
        toast("Error", errorMessage(error, "Could not publish the workout"), "error");
      },
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
                library={library}
              />
            ))}
            <Group gap="xs">
              <Button variant="light" onClick={() => form.insertListItem("exercises", blankExercise())}>
                Add Exercise
              </Button>
              <Button variant="light" onClick={() => setPicking(true)}>
                Add from library
              </Button>
            </Group>

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
        preview={<ProgramView program={previewOf(input, workout, library)} />}
        submitLabel={workout ? "Publish Changes" : "Publish Workout"}
        busy={publish.isPending}
        onCancel={onDone}
      />
      <ExercisePicker
        title="Add an exercise from the library"
        opened={picking}
        onPick={(picked) => {
          setLibrary((known) => new Map(known).set(picked.id, { ...picked, archived: false }));
          form.insertListItem("exercises", pickedExercise(picked));
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </form>
  );
}

interface ExerciseProps {
  form: UseFormReturnType<WorkoutValues, WorkoutValues, (values: WorkoutValues) => FormErrors>;
  index: number;
  name: string;
  count: number;
  library: Library;
}

function ExerciseFields({ form, index, name, count, library }: ExerciseProps) {
  const path = `exercises.${index}`;
  const label = name || `Exercise ${index + 1}`;
  const sets = form.values.exercises[index]?.sets ?? [];
  const exerciseId = form.values.exercises[index]?.exerciseId ?? null;
  const linkError = form.errors[`${path}.exerciseId`];
  return (
    <Fieldset legend={`${index + 1}. ${label}`} radius="md" p="sm">
      <Stack gap="xs">
        {exerciseId !== null && (
          <LibraryLink
            exercise={library.get(exerciseId) ?? null}
            label={label}
            error={linkError}
            onUnlink={() => form.setFieldValue(`${path}.exerciseId`, null)}
          />
        )}
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

interface LinkProps {
  exercise: WorkoutLibraryExercise | null;
  label: string;
  error: ReactNode;
  onUnlink: () => void;
}

/** Which library exercise this one was picked from: her client sees its picture and demo link. */
function LibraryLink({ exercise, label, error, onUnlink }: LinkProps) {
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" className={classes.link}>
        {exercise?.imageUrl ? (
          <img className={classes.thumb} src={exercise.imageUrl} alt="" width={40} height={40} loading="lazy" />
        ) : (
          <span className={classes.thumb} aria-hidden="true" />
        )}
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            From the library: {exercise?.name ?? "an exercise"}
          </Text>
          <Text size="xs" c={exercise?.archived ? "orange.9" : "dimmed"}>
            {exercise?.archived
              ? "Archived in the library since: kept here, restore it there to pick it again"
              : [exercise?.imageUrl && "Picture", exercise?.videoUrl && "demo link"].filter(Boolean).join(" and ") ||
                "No picture or demo link yet"}
          </Text>
        </Stack>
        <Button size="xs" variant="subtle" aria-label={`Unlink ${label} from the library`} onClick={onUnlink}>
          Unlink
        </Button>
      </Group>
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The workout as her client will open it: the same view, the same text for Download and Print. */
function previewOf(input: ReturnType<typeof toWorkoutInput>, workout: WorkoutOutput | null, library: Library) {
  const content = toStoredContent(input);
  return {
    type: "workout_of_day" as const,
    packageName: input.title || workout?.packageName || "New workout",
    packageDescription: input.description,
    workoutProgram: workoutAsText(content),
    workoutContent: content,
    libraryExercises: input.exercises.map((item): LibraryExerciseFacts | null => {
      const picked = item.exerciseId === undefined ? undefined : library.get(item.exerciseId);
      if (!picked) return null;
      const cues = linesOf(picked.cues);
      return {
        exerciseId: picked.id,
        name: picked.name,
        language: "en",
        cues,
        cuesLanguage: "en",
        imageUrl: picked.imageUrl,
        videoUrl: picked.videoUrl,
        detailsAreCues: item.details.length > 0 && item.details.join("\n") === cues.join("\n"),
      };
    }),
  };
}
