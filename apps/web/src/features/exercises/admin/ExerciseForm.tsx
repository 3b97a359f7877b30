import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { EXERCISE_LIMITS, type ExerciseEquipment, libraryExerciseInput, type MuscleGroup } from "@studio/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { GrowingTextarea } from "../../../components/GrowingTextarea";
import { PhotoUpload } from "../../../components/PhotoUpload";
import { useRules } from "../../../lib/rules";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { useOneAttempt } from "../../../lib/use-one-attempt";
import { onTheirBoxes } from "../../admin-shell/on-their-boxes";
import { SpanishVersion } from "../../admin-shell/SpanishVersion";
import { equipmentOptions, muscleGroupOptions } from "./labels";
import type { Exercise } from "./queries";

interface Values {
  name: string;
  /** A few lines she says while a client does it. */
  cues: string;
  equipment: ExerciseEquipment[];
  muscleGroups: MuscleGroup[];
  imageUrl: string | null;
  videoUrl: string;
  /** Her Spanish version, each field optional: the English shows where one is empty. */
  es: { name: string; cues: string };
}

const valuesOf = (exercise: Exercise | null): Values => ({
  name: exercise?.name ?? "",
  cues: exercise?.cues ?? "",
  equipment: exercise?.equipment ?? [],
  muscleGroups: exercise?.muscleGroups ?? [],
  imageUrl: exercise?.imageUrl ?? null,
  videoUrl: exercise?.videoUrl ?? "",
  es: { name: exercise?.translations.es?.name ?? "", cues: exercise?.translations.es?.cues ?? "" },
});

const toInput = ({ es, ...values }: Values) => ({ ...values, translations: { es } });

/** An item's error ("muscleGroups.1") shows on the group that holds them all. */
const groupBox = (path: string) => path.replace(/^(equipment|muscleGroups)\..*$/, "$1");

/** The fields the server named in its refusal (a name already in the library), for their boxes. */
function serverIssues(error: unknown): Record<string, string> {
  const issues = (error as { data?: { issues?: { path: string; message: string }[] } })?.data?.issues ?? [];
  return onTheirBoxes(Object.fromEntries(issues.map((issue) => [groupBox(issue.path), issue.message]))) as Record<
    string,
    string
  >;
}

/** Her exercise: a new one for the library, or an edit of one in it. */
export function ExerciseForm({ exercise, onDone }: { exercise: Exercise | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const checkInput = useRules(libraryExerciseInput);
  const form = useForm<Values>({
    initialValues: valuesOf(exercise),
    validate: (values) => onTheirBoxes(checkInput(toInput(values)), groupBox),
  });
  const saved = (done: Exercise) => {
    toast("Exercise saved", `${done.name} is in the library.`, "success");
    void queryClient.invalidateQueries({ queryKey: trpc.admin.exercises.pathKey() });
    onDone();
  };
  const failed = (error: unknown) => {
    const issues = serverIssues(error);
    if (Object.keys(issues).length) form.setErrors(issues);
    toast("Not saved", errorMessage(error, "Could not save the exercise"), "error");
  };
  const create = useMutation(trpc.admin.exercises.create.mutationOptions({ onSuccess: saved, onError: failed }));
  const update = useMutation(trpc.admin.exercises.update.mutationOptions({ onSuccess: saved, onError: failed }));
  const submit = useOneAttempt(form, async (values, requestKey) => {
    const input = toInput(values);
    try {
      if (exercise) await update.mutateAsync({ ...input, id: exercise.id });
      else await create.mutateAsync({ ...input, requestKey });
      return true;
    } catch {
      return false;
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" withAsterisk maxLength={EXERCISE_LIMITS.name} {...form.getInputProps("name")} />
        <GrowingTextarea
          label="Cues"
          description="A few short lines, one cue each"
          minRows={3}
          maxRows={8}
          maxLength={EXERCISE_LIMITS.cues}
          {...form.getInputProps("cues")}
        />
        <Checkbox.Group label="Muscle groups" withAsterisk {...form.getInputProps("muscleGroups")}>
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing="xs" mt={6}>
            {muscleGroupOptions.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Checkbox.Group
          label="Equipment"
          description="Bodyweight when it needs nothing"
          withAsterisk
          {...form.getInputProps("equipment")}
        >
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing="xs" mt={6}>
            {equipmentOptions.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <PhotoUpload
          label="Picture"
          value={form.values.imageUrl}
          onChange={(url) => form.setFieldValue("imageUrl", url)}
        />
        <TextInput
          label="Demo video link"
          description="Optional: a YouTube or Vimeo address starting https://"
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={EXERCISE_LIMITS.videoUrl}
          {...form.getInputProps("videoUrl")}
        />
        <SpanishVersion version={form.values.es}>
          <TextInput label="Nombre" maxLength={EXERCISE_LIMITS.name} {...form.getInputProps("es.name")} />
          <GrowingTextarea
            label="Indicaciones"
            minRows={3}
            maxRows={8}
            maxLength={EXERCISE_LIMITS.cues}
            {...form.getInputProps("es.cues")}
          />
        </SpanishVersion>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {exercise ? "Save Changes" : "Add Exercise"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
