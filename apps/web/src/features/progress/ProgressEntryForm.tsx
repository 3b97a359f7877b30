import { Button, NativeSelect, Paper, Slider, Stack, Switch, Text, Textarea } from "@mantine/core";
import { energyLabels, moodEmojis, moodLabels } from "@studio/validators/progress-kinds";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { workoutTypeOptions } from "./labels";

const marks = (labels: readonly string[]) => labels.map((label, i) => ({ value: i + 1, label }));

/** Today's Entry: mood and energy 1-5 (default 3), workout done (default on), workout type (default gym), notes. */
export function ProgressEntryForm({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const [mood, setMood] = useState(3);
  const [energy, setEnergy] = useState(3);
  const [workoutCompleted, setWorkoutCompleted] = useState(true);
  const [workoutType, setWorkoutType] = useState("gym");
  const [notes, setNotes] = useState("");
  const save = useMutation(
    trpc.progress.save.mutationOptions({
      onSuccess: (result) => {
        toast(
          "Progress saved!",
          result.achievementIcons ? `You earned: ${result.achievementIcons}` : "Keep up the good work!",
          "success",
        );
        void queryClient.invalidateQueries({ queryKey: trpc.progress.pathKey() });
      },
      onError: () => toast("Error saving progress", "Please try again later", "error"),
    }),
  );

  return (
    <Paper radius="lg" p={{ base: "lg", sm: "xl" }} withBorder>
      <Stack gap={36}>
        <div>
          <Text fw={600} mb={4} id="mood-label">
            Mood: {moodEmojis[mood - 1]} {moodLabels[mood - 1]}
          </Text>
          <Slider
            min={1}
            max={5}
            step={1}
            value={mood}
            onChange={setMood}
            marks={marks(moodEmojis)}
            label={(v) => moodLabels[v - 1]}
            aria-labelledby="mood-label"
            thumbLabel="Mood"
            thumbValueText={(v) => `${moodLabels[v - 1]}, ${v} of 5`}
          />
        </div>
        <div>
          <Text fw={600} mb={4} id="energy-label">
            Energy: {energyLabels[energy - 1]}
          </Text>
          <Slider
            min={1}
            max={5}
            step={1}
            value={energy}
            onChange={setEnergy}
            marks={marks(["1", "2", "3", "4", "5"])}
            label={(v) => energyLabels[v - 1]}
            aria-labelledby="energy-label"
            thumbLabel="Energy"
            thumbValueText={(v) => `${energyLabels[v - 1]}, ${v} of 5`}
          />
        </div>
        <Stack gap="md">
          <Switch
            label="I completed a workout today"
            checked={workoutCompleted}
            onChange={(e) => setWorkoutCompleted(e.currentTarget.checked)}
          />
          <NativeSelect
            label="Workout type"
            value={workoutType}
            onChange={(e) => setWorkoutType(e.currentTarget.value)}
            data={workoutTypeOptions}
          />
          <Textarea
            label="Notes"
            placeholder="How did you feel?"
            autosize
            minRows={3}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
          <Button
            onClick={() =>
              save.mutate({
                userId,
                moodRating: mood,
                energyLevel: energy,
                workoutCompleted,
                workoutType,
                notes: notes || null,
              })
            }
            loading={save.isPending}
          >
            Save Today's Entry
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
