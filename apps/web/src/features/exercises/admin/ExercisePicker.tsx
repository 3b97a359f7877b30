import { Button, Group, Modal, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDebouncedValue, useMediaQuery } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ListPager } from "../../../components/ListPager";
import { QueryState } from "../../../components/QueryState";
import { errorMessage, type RouterOutputs, trpc } from "../../../lib/trpc";
import { adminPalette } from "../../admin-shell/AdminFrame";
// The back office's one pick row, shared with its searchable picker.
import classes from "../../admin-shell/SearchPicker.module.css";
import { muscleGroupLabels } from "./labels";

const PICKER_PAGE_SIZE = 10;

/** An exercise of her library as the picker lists it: its name and cues, picture and demo link among the rest. */
export type PickedExercise = RouterOutputs["admin"]["exercises"]["list"]["items"][number];

interface Props {
  /** What the pick is for: "Add to Legs", "Swap Goblet Squat". */
  title: string;
  opened: boolean;
  onPick: (exercise: PickedExercise) => void;
  onClose: () => void;
}

/**
 * Her library's exercises in use, found by a name in either language, one tap to pick: what her training plans and
 * her Workouts of the Day are built from.
 */
export function ExercisePicker({ title, opened, onPick, onClose }: Props) {
  const phone = useMediaQuery("(max-width: 36em)") ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      className={adminPalette}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {opened && <PickerList onPick={onPick} />}
    </Modal>
  );
}

function PickerList({ onPick }: { onPick: Props["onPick"] }) {
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text.trim(), 250);
  const [page, setPage] = useState(1);
  const list = useQuery(
    trpc.admin.exercises.list.queryOptions(
      { ...(search ? { search } : {}), ...(page > 1 ? { page } : {}), pageSize: PICKER_PAGE_SIZE },
      { staleTime: 30_000, placeholderData: keepPreviousData },
    ),
  );
  return (
    <Stack gap="sm">
      <TextInput
        label="Find an exercise"
        type="search"
        placeholder="Name, in English or Spanish"
        data-autofocus
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setPage(1);
        }}
      />
      <QueryState
        query={list}
        label="Loading the library"
        error={(error) => <Text c="red.8">{errorMessage(error, "Could not load the library")}</Text>}
      >
        {(found) => (
          <Stack gap="xs" aria-busy={list.isFetching}>
            {found.items.length ? (
              <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Exercises">
                {found.items.map((exercise) => (
                  <li key={exercise.id}>
                    <UnstyledButton
                      className={classes.pick}
                      onClick={() => onPick(exercise)}
                      aria-label={`Pick ${exercise.name}`}
                    >
                      <Text fw={600} lh={1.3}>
                        {exercise.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {[exercise.translations.es?.name, ...exercise.muscleGroups.map((g) => muscleGroupLabels[g])]
                          .filter(Boolean)
                          .join(" · ")}
                      </Text>
                    </UnstyledButton>
                  </li>
                ))}
              </Stack>
            ) : (
              <Stack gap={4}>
                <Text c="dimmed">{search ? `No exercise in use is called “${search}”.` : "The library is empty."}</Text>
                <Group>
                  <Button component="a" href="/admin/exercises" target="_blank" variant="subtle" size="xs" px={0}>
                    Open the exercise library
                  </Button>
                </Group>
              </Stack>
            )}
            <ListPager noun="exercises" {...found} onPage={setPage} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
