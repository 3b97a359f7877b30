import { Alert, Button, Checkbox, Group, Slider, Stack, Text, TextInput } from "@mantine/core";
import { TRAINING_LIMITS } from "@studio/validators/kinds";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../i18n/use-t";
import { toast } from "../../lib/toast";
import { trpc, trpcClient } from "../../lib/trpc";
import { formatPounds } from "./format";
import { logKey, type PendingLog } from "./outbox";
import { useStartRest } from "./RestTimer";
import { logIdFor, nextRevision, sendLog } from "./send-log";
import { effortBand, readRows, type SetRow, startingRows, type TodayExercise } from "./sets";
import classes from "./Training.module.css";

interface FormProps {
  item: TodayExercise;
  userId: number;
  day: string;
  waiting: PendingLog | undefined;
  kept: { sets: PendingLog["sets"]; effort: number | null } | null;
  onDone: (record: { weight: number; previous: number | null } | null) => void;
  onCancel?: () => void;
}

/** Her sets of an exercise (reps, pounds, a tick that starts the rest), how hard it felt, and Done. */
export function SetsForm({ item, userId, day, waiting, kept, onDone, onCancel }: FormProps) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const startRest = useStartRest();
  const [rows, setRows] = useState<SetRow[]>(() => startingRows(item, kept?.sets ?? null));
  const [effort, setEffort] = useState(kept?.effort ?? 0);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const change = (index: number, patch: Partial<SetRow>) =>
    setRows((now) => now.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const tick = (index: number, done: boolean) => {
    change(index, { done });
    if (done) startRest(item.restSeconds, item.exercise.name);
  };
  const effortText = (value: number) =>
    value === 0
      ? t("training.effort.none")
      : t("training.effort.valueText", { effort: value, band: t(`training.effort.band.${effortBand(value)}`) });

  const save = async () => {
    if (sending) return;
    const read = readRows(rows);
    if (!read) return setProblem(t("training.log.noSets"));
    if ("problem" in read)
      return setProblem(
        t(read.problem === "reps" ? "training.log.badReps" : "training.log.badWeight", {
          set: read.row + 1,
          max: read.problem === "reps" ? TRAINING_LIMITS.repsPerSet : TRAINING_LIMITS.weightLb,
        }),
      );
    setProblem(null);
    setSending(true);
    const key = logKey(userId, item.planExerciseId, day);
    const log: PendingLog = {
      id: logIdFor(key, item.log?.id, waiting?.id),
      userId,
      planExerciseId: item.planExerciseId,
      day,
      sets: read.sets,
      effort: effort === 0 ? null : effort,
      revision: nextRevision(),
      waitingFor: "connection",
    };
    const outcome = await sendLog(log, t("training.log.failed"));
    setSending(false);
    if (outcome.kind === "refused") return setProblem(outcome.message);
    if (outcome.kind === "kept") {
      toast(t("training.log.keptTitle"), t("training.log.willSend"), "info");
      return onDone(null);
    }
    const { answer } = outcome;
    const best = answer.log.bestWeightLb;
    if (answer.record && best !== null) {
      toast(
        t("training.record.title"),
        t("training.record.body", {
          exercise: item.exercise.name,
          weight: formatPounds(best),
          previous: formatPounds(answer.previousBestLb ?? 0),
        }),
        "success",
      );
    } else
      toast(t("training.log.savedTitle"), t("training.log.savedBody", { exercise: item.exercise.name }), "success");
    onDone(answer.record && best !== null ? { weight: best, previous: answer.previousBestLb } : null);
    void queryClient.invalidateQueries({ queryKey: trpc.training.pathKey() });
  };

  const remove = async () => {
    if (!item.log) return;
    setSending(true);
    try {
      await trpcClient.training.removeLog.mutate({ id: item.log.id });
      toast(t("training.log.removed"), "", "info");
      onDone(null);
      void queryClient.invalidateQueries({ queryKey: trpc.training.pathKey() });
    } catch {
      setProblem(t("training.log.removeFailed"));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm" mt="md" maw={560}>
        <div className={classes.sets}>
          <span className={classes.setsHead} aria-hidden>
            {t("training.sets.set")}
          </span>
          <span className={classes.setsHead} aria-hidden>
            {t("training.sets.reps")}
          </span>
          <span className={classes.setsHead} aria-hidden>
            {t("training.sets.weight")}
          </span>
          <span className={classes.setsHead} aria-hidden>
            {t("training.sets.done")}
          </span>
          {rows.map((row, index) => (
            <SetRowFields
              // biome-ignore lint/suspicious/noArrayIndexKey: a set is its place in the list
              key={index}
              index={index}
              row={row}
              repsHint={item.reps}
              onChange={(patch) => change(index, patch)}
              onTick={(done) => tick(index, done)}
            />
          ))}
        </div>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {t("training.sets.bodyweightHint")}
          </Text>
          {rows.length < TRAINING_LIMITS.setsLogged && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setRows((now) => [...now, { ...(now.at(-1) ?? { reps: "", weight: "" }), done: false }])}
            >
              {t("training.sets.add")}
            </Button>
          )}
        </Group>
        <div>
          <Text size="sm" fw={600}>
            {t("training.effort.label")}
          </Text>
          <Text size="sm" c="dimmed" mb={6} aria-hidden>
            {effortText(effort)}
          </Text>
          <Slider
            min={0}
            max={TRAINING_LIMITS.effortMax}
            step={1}
            value={effort}
            onChange={setEffort}
            label={null}
            thumbLabel={t("training.effort.label")}
            thumbValueText={effortText}
            marks={[{ value: 0 }, { value: 5 }, { value: 10 }]}
            color={effort === 0 ? "gray.5" : "plum.7"}
            mx={6}
          />
        </div>
        {problem && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {problem}
          </Alert>
        )}
        <Group gap="xs" grow>
          <Button type="submit" loading={sending} size="md">
            {t("training.log.done")}
          </Button>
          <Button variant="light" size="md" onClick={() => startRest(item.restSeconds || 60, item.exercise.name)}>
            {t("training.rest.start")}
          </Button>
        </Group>
        {onCancel && (
          <Group gap="xs">
            <Button variant="subtle" size="compact-sm" onClick={onCancel}>
              {t("training.log.cancelEdit")}
            </Button>
            {item.log && !waiting && (
              <Button variant="subtle" color="red.8" size="compact-sm" onClick={() => void remove()} disabled={sending}>
                {t("training.log.remove")}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}

interface RowProps {
  index: number;
  row: SetRow;
  repsHint: string;
  onChange: (patch: Partial<SetRow>) => void;
  onTick: (done: boolean) => void;
}

function SetRowFields({ index, row, repsHint, onChange, onTick }: RowProps) {
  const { t } = useT();
  const set = index + 1;
  return (
    <>
      <span className={classes.setNumber} aria-hidden>
        {set}
      </span>
      <TextInput
        aria-label={t("training.sets.repsLabel", { set })}
        inputMode="numeric"
        autoComplete="off"
        placeholder={repsHint}
        value={row.reps}
        onChange={(event) => onChange({ reps: event.currentTarget.value })}
        size="md"
      />
      <TextInput
        aria-label={t("training.sets.weightLabel", { set })}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t("training.sets.bodyweightShort")}
        value={row.weight}
        onChange={(event) => onChange({ weight: event.currentTarget.value })}
        size="md"
      />
      <div className={classes.tick}>
        <Checkbox
          size="lg"
          aria-label={t("training.sets.doneLabel", { set })}
          checked={row.done}
          onChange={(event) => onTick(event.currentTarget.checked)}
        />
      </div>
    </>
  );
}
