import { Alert, Button, Card, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { contentLang, InEnglishNote } from "../../components/InEnglishNote";
import { SiteLink } from "../../components/layout/SiteLink";
import { QueryState } from "../../components/QueryState";
import { useT } from "../../i18n/use-t";
import type { RouterOutputs } from "../../lib/trpc";
import { CommentCard } from "./CommentCard";
import { DayChooser } from "./DayChooser";
import { ExerciseCard } from "./ExerciseCard";
import { longDay } from "./format";
import { NextSession } from "./NextSession";
import { logKey, type PendingLog, useOutbox } from "./outbox";
import { RestTimerProvider } from "./RestTimer";
import classes from "./Training.module.css";
import { useTrainingDay } from "./use-training-day";

type TrainingDay = RouterOutputs["training"]["today"];
type Workout = TrainingDay["workouts"][number];

interface Props {
  userId: number;
  /** The day chosen in the address; today (Miami) when none. */
  day: string | undefined;
  /** Chooses a day; undefined is today. */
  onChoose: (day: string | undefined) => void;
  onSendNow: () => void;
}

/** Her next session, then the chosen day's workouts to log, with the trainer's comments on that day. */
export function TodayView({ userId, day, onChoose, onSendNow }: Props) {
  const { t } = useT();
  const training = useTrainingDay(day);
  const outbox = useOutbox();
  const waiting = [...outbox.values()].filter((log) => log.userId === userId);
  return (
    <RestTimerProvider>
      <Stack gap="lg" className={classes.day}>
        <NextSession />
        {waiting.length > 0 && (
          <Alert color="gold" variant="light" title={t("training.outbox.title", { count: waiting.length })}>
            <Text size="sm">
              {t(
                waiting.some((log) => log.waitingFor === "signIn")
                  ? "training.log.signInToSend"
                  : "training.outbox.body",
              )}
            </Text>
            <Button color="gold.8" size="compact-sm" mt="xs" onClick={onSendNow}>
              {t("training.outbox.sendNow")}
            </Button>
          </Alert>
        )}
        <QueryState
          // A refresh that failed (offline) leaves the day she has on screen, to keep logging into the outbox.
          query={training.data ? { isPending: false, data: training.data } : training}
          label={t("training.loading")}
          error={
            <Alert color="red" variant="light" title={t("training.error.title")}>
              <Text size="sm">{t("training.error.body")}</Text>
              <Button variant="light" size="compact-sm" mt="xs" onClick={() => void training.refetch()}>
                {t("training.error.retry")}
              </Button>
            </Alert>
          }
        >
          {(found) => <Day found={found} userId={userId} waitingLogs={outbox} onChoose={onChoose} />}
        </QueryState>
      </Stack>
    </RestTimerProvider>
  );
}

interface DayProps {
  found: TrainingDay;
  userId: number;
  waitingLogs: ReadonlyMap<string, PendingLog>;
  onChoose: (day: string | undefined) => void;
}

function Day({ found, userId, waitingLogs, onChoose: choose }: DayProps) {
  const { t, language } = useT();
  // Today is the page without a day in its address.
  const onChoose = (day: string) => choose(day === found.today ? undefined : day);
  if (!found.plans.length) return <NoPlan />;
  const firstDay = found.plans.reduce<string | null>(
    (first, plan) => (first === null || plan.startsOn < first ? plan.startsOn : first),
    null,
  );
  const open = found.day <= found.today;
  return (
    <Stack gap="lg">
      <DayChooser day={found.day} today={found.today} firstDay={firstDay} onChoose={onChoose} />
      {found.comments.length > 0 && (
        <Stack gap="sm">
          {found.comments.map((comment) => (
            <CommentCard key={comment.id} comment={comment} />
          ))}
        </Stack>
      )}
      {found.workouts.length ? (
        found.workouts.map((workout) => (
          <WorkoutBlock
            key={workout.id}
            workout={workout}
            userId={userId}
            day={found.day}
            open={open}
            waitingLogs={waitingLogs}
          />
        ))
      ) : (
        <Paper radius="lg" p="lg" className="section-tinted">
          <Title order={2} fz="xl" mb={6}>
            {t(found.day === found.today ? "training.rest.dayTitle" : "training.rest.noWorkout")}
          </Title>
          <Text size="sm">
            {found.nextWorkoutDay
              ? t("training.rest.next", { day: longDay(found.nextWorkoutDay, language) })
              : t("training.rest.planOver")}
          </Text>
          {found.nextWorkoutDay && found.nextWorkoutDay <= found.today && (
            <Button variant="light" size="compact-md" mt="sm" onClick={() => onChoose(found.nextWorkoutDay as string)}>
              {t("training.rest.open")}
            </Button>
          )}
        </Paper>
      )}
    </Stack>
  );
}

interface WorkoutProps {
  workout: Workout;
  userId: number;
  day: string;
  open: boolean;
  waitingLogs: ReadonlyMap<string, PendingLog>;
}

function WorkoutBlock({ workout, userId, day, open, waitingLogs }: WorkoutProps) {
  const { t, language } = useT();
  const lang = contentLang(workout.language, language);
  const done = workout.exercises.filter(
    (item) => item.log || waitingLogs.has(logKey(userId, item.planExerciseId, day)),
  ).length;
  return (
    <Stack gap="md" component="section" aria-label={workout.title}>
      <div>
        <Text size="sm" c="dimmed" lang={lang}>
          {t("training.workout.ofPlan", { plan: workout.planTitle, day: workout.planDay + 1 })}
        </Text>
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} fz={{ base: 26, sm: 30 }} lang={lang}>
            {workout.title}
          </Title>
          <Text size="sm" fw={600} c={done === workout.exercises.length ? "plum.7" : "dimmed"}>
            {t("training.workout.progress", { done, total: workout.exercises.length })}
          </Text>
        </Group>
        {workout.note && (
          <Text size="sm" mt={4} lang={lang}>
            {workout.note}
          </Text>
        )}
        <InEnglishNote language={workout.language} />
      </div>
      {!open && (
        <Text size="sm" c="dimmed">
          {t("training.workout.notYet")}
        </Text>
      )}
      {workout.exercises.map((item) => (
        <ExerciseCard
          key={item.planExerciseId}
          item={item}
          userId={userId}
          day={day}
          open={open}
          waiting={waitingLogs.get(logKey(userId, item.planExerciseId, day))}
        />
      ))}
    </Stack>
  );
}

/** No plan yet: where it will be, and how to reach the trainer meanwhile. */
function NoPlan() {
  const { t } = useT();
  return (
    <Card withBorder radius="lg" padding="xl">
      <Title order={2} fz="xl" mb="xs">
        {t("training.empty.title")}
      </Title>
      <Text mb="md">{t("training.empty.body")}</Text>
      <Group gap="sm">
        <Button component={SiteLink} href="/booking">
          {t("training.empty.book")}
        </Button>
        <Button component={SiteLink} href="/contact" variant="light">
          {t("training.empty.contact")}
        </Button>
      </Group>
    </Card>
  );
}
