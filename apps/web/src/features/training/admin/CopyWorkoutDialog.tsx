import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { PLAN_DAYS } from "@studio/validators/kinds";
import { useEffect, useState } from "react";
import { adminPalette } from "../../admin-shell/AdminFrame";
import { dayLabel } from "./plan-days";
import type { WorkoutValues } from "./plan-values";
import { DayFields } from "./WorkoutCard";

interface Props {
  /** The workout being copied; null while the dialog is closed. */
  workout: WorkoutValues | null;
  startsOn: string | null;
  onCopy: (day: number) => void;
  onClose: () => void;
}

/** A workout copied to another day of the plan: a week later, unless she picks another day. */
export function CopyWorkoutDialog({ workout, startsOn, onCopy, onClose }: Props) {
  const [day, setDay] = useState(0);
  useEffect(() => {
    if (workout) setDay(Math.min(workout.day + 7, PLAN_DAYS - 1));
  }, [workout]);
  const title = workout?.title.trim() || "the workout";
  return (
    <Modal
      opened={workout !== null}
      onClose={onClose}
      title={`Copy ${title}`}
      centered
      className={adminPalette}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {workout && (
        <Stack gap="md">
          <Text size="sm">
            From {dayLabel(workout.day, startsOn)}, with its {workout.exercises.length}{" "}
            {workout.exercises.length === 1 ? "exercise" : "exercises"}, to:
          </Text>
          <DayFields day={day} startsOn={startsOn} onDay={setDay} label="Copy to" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => onCopy(day)}>Copy to {dayLabel(day, startsOn)}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
