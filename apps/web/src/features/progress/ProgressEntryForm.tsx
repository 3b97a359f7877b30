import { Button, NativeSelect, Paper, Slider, Stack, Switch, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { moodEmojis } from "@studio/validators/kinds";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { GrowingTextarea } from "../../components/GrowingTextarea";
import { useT } from "../../i18n/use-t";
import { lazyResolver } from "../../lib/lazy-resolver";
import { loadFormSchemas } from "../../lib/load-form-schemas";
import { toast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { energyLabels, moodLabels, workoutTypeOptions } from "./labels";

const marks = (labels: readonly string[]) => labels.map((label, i) => ({ value: i + 1, label }));

interface EntryValues {
  moodRating: number;
  energyLevel: number;
  workoutCompleted: boolean;
  workoutType: string;
  notes: string;
}

/** Today's Entry: mood and energy 1-5 (default 3), workout done (default on), workout type (default gym), notes. */
export function ProgressEntryForm({ userId }: { userId: number }) {
  const { t, i18n } = useT();
  const queryClient = useQueryClient();
  const form = useForm<EntryValues>({
    mode: "controlled",
    initialValues: { moodRating: 3, energyLevel: 3, workoutCompleted: true, workoutType: "gym", notes: "" },
    // The shared rules (notes at most 2000 characters), checked when saved, their messages in the page's language.
    validate: lazyResolver(i18n, (schemas) => schemas.progressInput),
  });
  const { moodRating: mood, energyLevel: energy } = form.values;
  const moodLabel = (value: number) => t(moodLabels[value - 1] ?? moodLabels[2]);
  const energyLabel = (value: number) => t(energyLabels[value - 1] ?? energyLabels[2]);
  const save = useMutation(
    trpc.progress.save.mutationOptions({
      onSuccess: (result) => {
        toast(
          t("tracker.saved.title"),
          result.achievementIcons
            ? t("tracker.saved.earned", { icons: result.achievementIcons })
            : t("tracker.saved.keepGoing"),
          "success",
        );
        void queryClient.invalidateQueries({ queryKey: trpc.progress.pathKey() });
      },
      onError: () => toast(t("tracker.saveFailed.title"), t("tracker.saveFailed.body"), "error"),
    }),
  );

  return (
    <Paper radius="lg" p={{ base: "lg", sm: "xl" }} withBorder>
      <form
        noValidate
        onFocus={loadFormSchemas}
        onSubmit={form.onSubmit((values) => save.mutate({ userId, ...values, notes: values.notes || null }))}
      >
        <Stack gap={36}>
          <div>
            <Text fw={600} mb={4} id="mood-label">
              {t("tracker.mood.label", { emoji: moodEmojis[mood - 1], mood: moodLabel(mood) })}
            </Text>
            <Slider
              min={1}
              max={5}
              step={1}
              value={mood}
              onChange={(value) => form.setFieldValue("moodRating", value)}
              marks={marks(moodEmojis)}
              label={moodLabel}
              aria-labelledby="mood-label"
              thumbLabel={t("tracker.mood.name")}
              thumbValueText={(value) => t("tracker.rating.valueText", { label: moodLabel(value), value })}
            />
          </div>
          <div>
            <Text fw={600} mb={4} id="energy-label">
              {t("tracker.energy.label", { energy: energyLabel(energy) })}
            </Text>
            <Slider
              min={1}
              max={5}
              step={1}
              value={energy}
              onChange={(value) => form.setFieldValue("energyLevel", value)}
              marks={marks(["1", "2", "3", "4", "5"])}
              label={energyLabel}
              aria-labelledby="energy-label"
              thumbLabel={t("tracker.energy.name")}
              thumbValueText={(value) => t("tracker.rating.valueText", { label: energyLabel(value), value })}
            />
          </div>
          <Stack gap="md">
            <Switch
              label={t("tracker.entry.completed")}
              {...form.getInputProps("workoutCompleted", { type: "checkbox" })}
            />
            <NativeSelect
              label={t("tracker.entry.workoutType")}
              data={workoutTypeOptions(t)}
              {...form.getInputProps("workoutType")}
            />
            <GrowingTextarea
              label={t("tracker.entry.notes")}
              placeholder={t("tracker.entry.notesPlaceholder")}
              minRows={3}
              {...form.getInputProps("notes")}
            />
            <Button type="submit" loading={save.isPending}>
              {t("tracker.entry.save")}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
