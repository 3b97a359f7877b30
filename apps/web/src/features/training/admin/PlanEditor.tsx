import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { clientPlanSaveInput, templateSaveInput } from "@studio/validators";
import { TRAINING_LIMITS as LIMITS } from "@studio/validators/kinds";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useBlocker, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useRef, useState } from "react";
import { useRules } from "../../../lib/rules";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { useOneAttempt } from "../../../lib/use-one-attempt";
import { ConfirmDialog } from "../../admin-shell/ConfirmDialog";
import { SpanishVersion } from "../../admin-shell/SpanishVersion";
import { ExercisePicker } from "../../exercises/admin/ExercisePicker";
import { CopyWorkoutDialog } from "./CopyWorkoutDialog";
import { dayLabel, weekOf } from "./plan-days";
import { usePlanForm } from "./plan-form";
import { formPath, planValues, toPlanInput } from "./plan-values";
import { type PlanDocument, trainingKey } from "./queries";
import classes from "./TrainingAdmin.module.css";
import { useWorkoutList } from "./use-workout-list";
import { WorkoutCard } from "./WorkoutCard";

interface Props {
  /** A template's (null: a new one), or a client's copy. */
  kind: "template" | "copy";
  plan: PlanDocument | null;
  /** Over the title: what the plan is (whose copy). */
  intro?: ReactNode;
  /** Under the title, above the workouts: the plan's own actions (assign, link, archive; take it away). */
  header?: ReactNode;
}

/** Where the schema's rules land among the form's boxes. */
const onBoxes = (errors: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [formPath(path), String(message)]));

/** The fields the server named in its refusal, on their boxes. */
function serverIssues(error: unknown): Record<string, string> {
  const issues = (error as { data?: { issues?: { path: string; message: string }[] } })?.data?.issues ?? [];
  return onBoxes(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
}

/**
 * A plan as one document: its title, and its workouts by week and day, each with exercises from her library. Saved
 * whole; each row keeps its id, so the logs of a kept row stay with it. A template, or one client's copy (changing
 * hers leaves the template and everyone else's as they are).
 */
export function PlanEditor({ kind, plan, intro, header }: Props) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const checkTemplate = useRules(templateSaveInput);
  const checkCopy = useRules(clientPlanSaveInput);
  const form = usePlanForm(planValues(plan), (values) =>
    onBoxes(
      kind === "template"
        ? checkTemplate(toPlanInput(values))
        : checkCopy({ ...toPlanInput(values), id: plan?.id, startsOn: values.startsOn }),
    ),
  );
  const [picking, setPicking] = useState<{ workout: number; row?: number } | null>(null);
  const [copying, setCopying] = useState<number | null>(null);
  // Set once the plan is saved and the page moves on: nothing is left unsaved then.
  const leaving = useRef(false);
  const startsOn = kind === "copy" ? form.values.startsOn || null : null;
  const workouts = form.values.workouts;
  const list = useWorkoutList(form);

  const blocker = useBlocker({
    shouldBlockFn: () => !leaving.current && form.isDirty(),
    enableBeforeUnload: () => !leaving.current && form.isDirty(),
    withResolver: true,
  });

  const saved = (answer: PlanDocument) => {
    const next = planValues(answer, form.values);
    form.setValues(next);
    form.resetDirty(next);
    queryClient.setQueryData(
      (kind === "template" ? trpc.admin.training.templates.get : trpc.admin.training.plans.get).queryKey({
        id: answer.id,
      }),
      answer,
    );
    void queryClient.invalidateQueries({ queryKey: trainingKey() });
    toast(
      "Plan saved",
      kind === "template"
        ? `${answer.title} is saved. Clients who have it keep their own copies.`
        : `Her copy of ${answer.title} is saved. The template is unchanged.`,
      "success",
    );
    if (kind === "template" && !plan) {
      leaving.current = true;
      void navigate({
        to: "/admin/training/templates/$templateId",
        params: { templateId: String(answer.id) },
        replace: true,
      });
    }
  };
  const refused = (error: unknown) => {
    const issues = serverIssues(error);
    if (Object.keys(issues).length) {
      form.setErrors(issues);
      list.openWith(issues);
    }
    toast("Not saved", errorMessage(error, "Could not save the plan"), "error");
  };
  const saveTemplate = useMutation(trpc.admin.training.templates.save.mutationOptions());
  const saveCopy = useMutation(trpc.admin.training.plans.save.mutationOptions());
  const submit = useOneAttempt(
    form,
    async (values, requestKey) => {
      const input = toPlanInput(values);
      try {
        if (kind === "copy" && plan)
          saved(await saveCopy.mutateAsync({ ...input, id: plan.id, startsOn: values.startsOn }));
        else if (plan) saved(await saveTemplate.mutateAsync({ ...input, id: plan.id }));
        else saved(await saveTemplate.mutateAsync({ ...input, requestKey }));
        return true;
      } catch (error) {
        refused(error);
        return false;
      }
    },
    (errors) => {
      list.openWith(errors);
      toast("Check the plan", "Some fields need your attention.", "error");
    },
  );

  const pickingFor = picking && workouts[picking.workout];
  const swapping = picking?.row === undefined ? undefined : pickingFor?.exercises[picking.row];
  const busy = saveTemplate.isPending || saveCopy.isPending;
  const dirty = form.isDirty();
  const planError = form.errors.workouts;

  return (
    <form onSubmit={submit} noValidate aria-label={kind === "template" ? "Plan" : "Her plan"}>
      {/* As wide as a workout's four numbers need: wider, a laptop's lines are too long to read. */}
      <Stack gap="md" maw={960}>
        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
          <Stack gap="sm">
            {intro}
            <TextInput label="Title" withAsterisk maxLength={LIMITS.title} {...form.getInputProps("title")} />
            {kind === "copy" && (
              <TextInput
                label="Her first day"
                description="Day 1 of week 1; every workout's date follows from it"
                type="date"
                withAsterisk
                {...form.getInputProps("startsOn")}
              />
            )}
            <SpanishVersion version={form.values.es}>
              <TextInput label="Título" maxLength={LIMITS.title} {...form.getInputProps("es.title")} />
            </SpanishVersion>
            {header}
          </Stack>
        </Paper>

        <Stack gap="sm" component="section" aria-labelledby="plan-workouts">
          <Group justify="space-between" align="baseline" gap="xs">
            <Title order={2} fz="xl" id="plan-workouts">
              Workouts
            </Title>
            <Text size="sm" c="dimmed">
              {workouts.length} {workouts.length === 1 ? "workout" : "workouts"}
            </Text>
          </Group>
          {kind === "template" && (
            <Text size="sm" c="dimmed">
              Days read as a plan that starts on a Monday; she may start on any day.
            </Text>
          )}
          {typeof planError === "string" && (
            <Alert color="red" variant="light" p="sm" role="alert">
              {planError}
            </Alert>
          )}
          {workouts.length === 0 && (
            <Text c="dimmed">No workouts yet. Add the first one, then its exercises from your library.</Text>
          )}
          {workouts.map((workout, index) => {
            const week = weekOf(workout.day);
            const newWeek = index === 0 || weekOf(workouts[index - 1]?.day ?? -1) !== week;
            return (
              <Stack key={workout.key} gap="xs">
                {newWeek && (
                  <Title order={3} fz="sm" c="dimmed" tt="uppercase" mt={index ? "sm" : 0}>
                    Week {week}
                  </Title>
                )}
                <WorkoutCard
                  form={form}
                  index={index}
                  startsOn={startsOn}
                  open={list.open.has(workout.key)}
                  first={index === 0}
                  last={index === workouts.length - 1}
                  onToggle={() => list.toggle(workout.key)}
                  onDay={(day) => list.setDay(index, day)}
                  onMove={(by) => list.move(index, by)}
                  onCopy={() => setCopying(index)}
                  onRemove={() => list.remove(index)}
                  onAddExercise={() => setPicking({ workout: index })}
                  onSwapExercise={(row) => setPicking({ workout: index, row })}
                />
              </Stack>
            );
          })}
          <Button
            variant="light"
            w="fit-content"
            onClick={list.add}
            disabled={workouts.length >= LIMITS.workoutsPerPlan}
          >
            Add workout
          </Button>
        </Stack>

        <div className={classes.saveBar}>
          <Text size="sm" c={dirty ? "orange.9" : "dimmed"} aria-live="polite">
            {dirty ? "Unsaved changes" : plan ? "All changes saved" : "Not saved yet"}
          </Text>
          <Button type="submit" loading={busy}>
            {kind === "copy" ? "Save her plan" : plan ? "Save plan" : "Create plan"}
          </Button>
        </div>
      </Stack>

      <ExercisePicker
        opened={picking !== null}
        title={
          swapping
            ? `Swap ${swapping.exerciseName}`
            : `Add an exercise to ${pickingFor?.title.trim() || (pickingFor ? dayLabel(pickingFor.day, startsOn) : "")}`
        }
        onPick={(exercise) => {
          if (picking) list.pick(picking, exercise);
          setPicking(null);
        }}
        onClose={() => setPicking(null)}
      />
      <CopyWorkoutDialog
        workout={copying === null ? null : (workouts[copying] ?? null)}
        startsOn={startsOn}
        onClose={() => setCopying(null)}
        onCopy={(day) => {
          const from = copying === null ? undefined : workouts[copying];
          if (copying !== null && from) {
            list.copy(copying, day);
            toast(
              "Workout copied",
              `${from.title || "The workout"} is on ${dayLabel(day, startsOn)} too. Save the plan to keep it.`,
              "info",
            );
          }
          setCopying(null);
        }}
      />
      <ConfirmDialog
        opened={blocker.status === "blocked"}
        title="Leave without saving?"
        confirmLabel="Leave"
        cancelLabel="Stay"
        danger
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      >
        Your changes to this plan are not saved. Leaving drops them.
      </ConfirmDialog>
    </form>
  );
}
