import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Image,
  Modal,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue, useMediaQuery } from "@mantine/hooks";
import type { ExerciseEquipment, ExerciseState, MuscleGroup } from "@studio/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ListPager } from "../../../components/ListPager";
import { QueryState } from "../../../components/QueryState";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { adminPalette } from "../../admin-shell/AdminFrame";
import { ConfirmDialog } from "../../admin-shell/ConfirmDialog";
import { ExerciseForm } from "./ExerciseForm";
import classes from "./ExerciseLibrary.module.css";
import { equipmentLabels, equipmentOptions, muscleGroupLabels, muscleGroupOptions } from "./labels";
import { type Exercise, exerciseListQuery } from "./queries";

const ANY = "";

/**
 * Her exercise library: found by a name in either language, narrowed by muscle group and equipment, a card each
 * with its picture; added and edited in a form with her Spanish name and cues; archived after she confirms.
 */
export function ExerciseLibrary() {
  const queryClient = useQueryClient();
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), 250);
  const [muscleGroup, setMuscleGroup] = useState<MuscleGroup | undefined>();
  const [equipment, setEquipment] = useState<ExerciseEquipment | undefined>();
  const [state, setState] = useState<ExerciseState>("live");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Exercise | "new" | null>(null);
  const [archiving, setArchiving] = useState<Exercise | null>(null);
  const phone = useMediaQuery("(max-width: 36em)") ?? false;
  const list = useQuery(exerciseListQuery({ search, muscleGroup, equipment, state, page }));

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.exercises.pathKey() });
  const failed = (error: unknown) => toast("Error", errorMessage(error, "Something went wrong"), "error");
  const archive = useMutation(
    trpc.admin.exercises.archive.mutationOptions({
      onSuccess: (done) => {
        toast("Exercise archived", `${done.name} is out of the library. Restore it from Archived.`, "success");
        setArchiving(null);
        void refresh();
      },
      onError: failed,
    }),
  );
  const restore = useMutation(
    trpc.admin.exercises.restore.mutationOptions({
      onSuccess: (done) => {
        toast("Exercise restored", `${done.name} is back in the library.`, "success");
        void refresh();
      },
      onError: failed,
    }),
  );
  /** A filter changed: back to the first page. */
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const filtersSet = !!(search || muscleGroup || equipment);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          value={state}
          onChange={filtered((value) => setState(value as ExerciseState))}
          aria-label="Exercises shown"
          data={[
            { value: "live", label: "In use" },
            { value: "archived", label: "Archived" },
          ]}
        />
        <Button onClick={() => setEditing("new")}>Add Exercise</Button>
      </Group>
      <div className={classes.filters}>
        <TextInput
          className={classes.search}
          label="Search"
          type="search"
          placeholder="Name, in English or Spanish"
          value={searchText}
          onChange={(event) => {
            setSearchText(event.currentTarget.value);
            setPage(1);
          }}
        />
        <NativeSelect
          label="Muscle group"
          value={muscleGroup ?? ANY}
          data={[{ value: ANY, label: "Any" }, ...muscleGroupOptions]}
          onChange={(event) =>
            filtered(setMuscleGroup)((event.currentTarget.value || undefined) as MuscleGroup | undefined)
          }
        />
        <NativeSelect
          label="Equipment"
          value={equipment ?? ANY}
          data={[{ value: ANY, label: "Any" }, ...equipmentOptions]}
          onChange={(event) =>
            filtered(setEquipment)((event.currentTarget.value || undefined) as ExerciseEquipment | undefined)
          }
        />
      </div>
      <QueryState
        query={list}
        label="Loading the exercises"
        error={(error) => <Text c="red.8">{errorMessage(error, "Could not load the exercises")}</Text>}
      >
        {(found) => (
          <Stack gap="md">
            {found.items.length ? (
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="sm" aria-busy={list.isFetching}>
                {found.items.map((exercise) => (
                  <ExerciseCard
                    key={exercise.id}
                    exercise={exercise}
                    busy={restore.isPending}
                    onEdit={() => setEditing(exercise)}
                    onArchive={() => setArchiving(exercise)}
                    onRestore={() => restore.mutate({ id: exercise.id })}
                  />
                ))}
              </SimpleGrid>
            ) : (
              <Text c="dimmed">
                {filtersSet
                  ? "No exercise matches. Try another name or filter."
                  : state === "archived"
                    ? "Nothing archived."
                    : "The library is empty. Add the first exercise."}
              </Text>
            )}
            <ListPager noun="exercises" {...found} onPage={setPage} />
          </Stack>
        )}
      </QueryState>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? "New Exercise" : `Edit ${editing?.name ?? ""}`}
        size="lg"
        fullScreen={phone}
        className={adminPalette}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        {editing !== null && (
          <ExerciseForm exercise={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <ConfirmDialog
        opened={archiving !== null}
        title={`Archive ${archiving?.name ?? ""}?`}
        confirmLabel="Archive Exercise"
        busy={archive.isPending}
        onClose={() => setArchiving(null)}
        onConfirm={() => archiving && archive.mutate({ id: archiving.id })}
      >
        It leaves the library list. Nothing is deleted: you can restore it from Archived at any time.
      </ConfirmDialog>
    </Stack>
  );
}

interface CardProps {
  exercise: Exercise;
  busy: boolean;
  onEdit: () => void;
  onArchive: () => void;
  onRestore: () => void;
}

function ExerciseCard({ exercise, busy, onEdit, onArchive, onRestore }: CardProps) {
  const spanish = exercise.translations.es?.name;
  return (
    <Card component="article" withBorder radius="md" padding="sm" aria-label={exercise.name}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {exercise.imageUrl ? (
          <Image src={exercise.imageUrl} alt="" className={classes.picture} radius="sm" loading="lazy" />
        ) : (
          <Box className={`${classes.picture} ${classes.noPicture}`} aria-hidden="true">
            {exercise.name.slice(0, 1)}
          </Box>
        )}
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} lh={1.3}>
            {exercise.name}
          </Text>
          {spanish ? (
            <Text size="sm" c="dimmed" lang="es">
              {spanish}
            </Text>
          ) : (
            <Text size="xs" c="dimmed">
              No Spanish name yet
            </Text>
          )}
          {exercise.archivedAt && (
            <Badge color="gray" variant="light" size="sm">
              Archived
            </Badge>
          )}
        </Stack>
      </Group>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group gap={4}>
          {exercise.muscleGroups.map((group) => (
            <Badge key={group} variant="light" size="sm">
              {muscleGroupLabels[group]}
            </Badge>
          ))}
        </Group>
        <Text size="sm" c="dimmed">
          {exercise.equipment.map((item) => equipmentLabels[item]).join(" · ")}
        </Text>
        {exercise.cues && (
          <Text size="sm" className={classes.cues} lineClamp={3}>
            {exercise.cues}
          </Text>
        )}
        {exercise.videoUrl && (
          <Anchor href={exercise.videoUrl} target="_blank" rel="noopener noreferrer" size="sm">
            Watch the demo
          </Anchor>
        )}
      </Stack>
      <Group gap="xs" mt="sm">
        <Button size="xs" variant="light" onClick={onEdit} aria-label={`Edit ${exercise.name}`}>
          Edit
        </Button>
        {exercise.archivedAt ? (
          <Button
            size="xs"
            variant="default"
            loading={busy}
            onClick={onRestore}
            aria-label={`Restore ${exercise.name}`}
          >
            Restore
          </Button>
        ) : (
          <Button size="xs" variant="default" onClick={onArchive} aria-label={`Archive ${exercise.name}`}>
            Archive
          </Button>
        )}
      </Group>
    </Card>
  );
}
