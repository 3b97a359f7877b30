import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Slider,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { TRAINING_LIMITS } from "@studio/validators/kinds";
import { IconTrophy } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { contentLang, InEnglishNote } from "../../components/InEnglishNote";
import { useT } from "../../i18n/use-t";
import { toast } from "../../lib/toast";
import { type RouterOutputs, trpc, trpcClient } from "../../lib/trpc";
import { formatClock, formatPounds, shortDay } from "./format";
import { logKey, type PendingLog } from "./outbox";
import { useStartRest } from "./RestTimer";
import { logIdFor, nextRevision, sendLog } from "./send-log";
import { readRows, type SetRow, setsLine, startingRows } from "./sets";
import classes from "./Training.module.css";

export type TodayExercise = RouterOutputs["training"]["today"]["workouts"][number]["exercises"][number];

interface Props {
  item: TodayExercise;
  userId: number;
  day: string;
  /** The day can be logged (it has come). */
  open: boolean;
  /** Her log of it waiting on this phone, newer than the server's. */
  waiting: PendingLog | undefined;
}

/** An effort's word: 1–2 very easy … 10 all she had. */
const effortBand = (effort: number) =>
  effort <= 2
    ? "veryEasy"
    : effort <= 4
      ? "easy"
      : effort <= 6
        ? "moderate"
        : effort <= 8
          ? "hard"
          : effort === 9
            ? "veryHard"
            : "max";

/** One exercise of the day: how to do it, what is prescribed, last time's numbers, and her sets to log. */
export function ExerciseCard({ item, userId, day, open, waiting }: Props) {
  const { t, language } = useT();
  const { exercise } = item;
  const lang = contentLang(exercise.language, language);
  const kept = waiting ? { sets: waiting.sets, effort: waiting.effort } : item.log;
  const [editing, setEditing] = useState(false);
  const [record, setRecord] = useState<{ weight: number; previous: number | null } | null>(null);
  const headingId = useId();
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      className={classes.exercise}
      aria-labelledby={headingId}
      component="section"
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        {exercise.imageUrl ? (
          <img className={classes.picture} src={exercise.imageUrl} alt="" width={72} height={72} loading="lazy" />
        ) : null}
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Title order={3} fz="lg" id={headingId} lang={lang}>
            {exercise.name}
          </Title>
          <Text size="sm" fw={600} c="plum.7">
            {prescription(t, item)}
          </Text>
          {item.lastTime && (
            <Text size="sm" c="dimmed">
              {t("training.exercise.lastTime", {
                day: shortDay(item.lastTime.day, language),
                sets: setsLine(t, item.lastTime.sets),
              })}
            </Text>
          )}
        </Stack>
      </Group>
      {item.note && (
        <Text size="sm" mt="sm" lang={lang}>
          {item.note}
        </Text>
      )}
      <Group gap="md" mt="xs">
        {exercise.cues && (
          <details className={classes.cues}>
            <summary>{t("training.exercise.cues")}</summary>
            <p lang={lang}>{exercise.cues}</p>
          </details>
        )}
        {exercise.videoUrl && (
          <Anchor href={exercise.videoUrl} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
            {t("training.exercise.video")}
            <span className="visually-hidden"> {t("training.exercise.newTab")}</span>
          </Anchor>
        )}
      </Group>
      <InEnglishNote language={exercise.language} />
      {record && (
        <Badge
          color="gold.8"
          variant="filled"
          size="lg"
          mt="sm"
          tt="none"
          role="status"
          leftSection={<IconTrophy size={16} aria-hidden />}
        >
          {t("training.record.badge", { weight: formatPounds(record.weight) })}
        </Badge>
      )}
      {kept && !editing ? (
        <Stack gap={6} mt="md">
          <Group gap="xs">
            {waiting ? (
              <Badge color="gold" variant="light" tt="none">
                {t(waiting.waitingFor === "signIn" ? "training.log.waitingSignIn" : "training.log.onPhone")}
              </Badge>
            ) : (
              <Badge color="green" variant="light" tt="none">
                {t("training.log.saved")}
              </Badge>
            )}
            <Text size="sm">{setsLine(t, kept.sets)}</Text>
          </Group>
          {kept.effort !== null && (
            <Text size="sm" c="dimmed">
              {t("training.effort.shown", {
                effort: kept.effort,
                band: t(`training.effort.band.${effortBand(kept.effort)}`),
              })}
            </Text>
          )}
          {waiting && (
            <Text size="sm" c="dimmed">
              {t(waiting.waitingFor === "signIn" ? "training.log.signInToSend" : "training.log.willSend")}
            </Text>
          )}
          {open && (
            <Group>
              <Button variant="light" size="compact-md" onClick={() => setEditing(true)}>
                {t("training.log.edit")}
              </Button>
            </Group>
          )}
        </Stack>
      ) : open ? (
        <SetsForm
          item={item}
          userId={userId}
          day={day}
          waiting={waiting}
          kept={kept}
          onDone={(found) => {
            setEditing(false);
            setRecord(found);
          }}
          onCancel={kept ? () => setEditing(false) : undefined}
        />
      ) : null}
    </Card>
  );
}

/** "3 sets × 8–12 · 20 lb · rest 1:30". */
function prescription(t: ReturnType<typeof useT>["t"], item: TodayExercise) {
  return [
    t("training.exercise.sets", { sets: item.sets, reps: item.reps }),
    item.weightLb === null ? null : t("training.exercise.weight", { weight: formatPounds(item.weightLb) }),
    item.restSeconds ? t("training.exercise.rest", { time: formatClock(item.restSeconds) }) : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

interface FormProps {
  item: TodayExercise;
  userId: number;
  day: string;
  waiting: PendingLog | undefined;
  kept: { sets: PendingLog["sets"]; effort: number | null } | null;
  onDone: (record: { weight: number; previous: number | null } | null) => void;
  onCancel?: () => void;
}

function SetsForm({ item, userId, day, waiting, kept, onDone, onCancel }: FormProps) {
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
      <Stack gap="sm" mt="md">
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
