import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconCheck, IconTrophy } from "@tabler/icons-react";
import { useId, useState } from "react";
import { contentLang, InEnglishNote } from "../../components/InEnglishNote";
import { useT } from "../../i18n/use-t";
import { formatClock, formatPounds, shortDay } from "./format";
import type { PendingLog } from "./outbox";
import { SetsForm } from "./SetsForm";
import { effortBand, setsLine, type TodayExercise } from "./sets";
import classes from "./Training.module.css";

interface Props {
  item: TodayExercise;
  userId: number;
  day: string;
  /** The day can be logged (it has come). */
  open: boolean;
  /** Her log of it waiting on this phone, newer than the server's. */
  waiting: PendingLog | undefined;
}

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
              <Badge color="gold.8" tt="none">
                {t(waiting.waitingFor === "signIn" ? "training.log.waitingSignIn" : "training.log.onPhone")}
              </Badge>
            ) : (
              <Badge color="plum" variant="light" tt="none" leftSection={<IconCheck size={14} aria-hidden />}>
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
