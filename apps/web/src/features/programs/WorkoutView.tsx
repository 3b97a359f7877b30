import { Anchor, Badge, Group, List, Stack, Text, Title } from "@mantine/core";
import type { Language, MessageId } from "@studio/i18n";
import type { Exercise, LibraryExerciseFacts, WorkoutAccess } from "@studio/validators";
import { contentLang } from "../../components/InEnglishNote";
import { useT } from "../../i18n/use-t";
import classes from "./WorkoutView.module.css";

type Content = NonNullable<WorkoutAccess["workoutContent"]>;

function exercises(content: Content): Exercise[] {
  try {
    return JSON.parse(content.mainWorkout) as Exercise[];
  } catch {
    return [];
  }
}

interface Props {
  content: Content;
  /** The language its words are in (the card around it says so). */
  language?: Language;
  /** For each exercise, in order, what her exercise library says of the one it was picked from, or null. */
  library?: readonly (LibraryExerciseFacts | null)[];
  /** Left out where the card around it already says the same (its package's name and description). */
  showTitle?: boolean;
  showDescription?: boolean;
}

/** The structured Workout of the Day: warm-up, each exercise with sets and details, cool-down. */
export function WorkoutView({ content, language, library = [], showTitle = true, showDescription = true }: Props) {
  const { t, i18n, language: page } = useT();
  const shownIn = language ?? page;
  // The difficulty the trainer picked from her list is named in the page's language; anything else as written.
  const difficulty = `workouts.workout.difficulty.${content.difficulty}`;
  return (
    <Stack gap="lg">
      <div>
        {showTitle && <Title order={3}>{content.title}</Title>}
        {showDescription && <Text mt={4}>{content.description}</Text>}
        <Group gap="xs" mt="sm">
          <Badge variant="light" color="plum">
            {t("workouts.workout.minutes", { minutes: content.estimatedDuration })}
          </Badge>
          <Badge variant="light" color="plum">
            {difficulty in (i18n.messages ?? {}) ? t(difficulty as MessageId) : content.difficulty}
          </Badge>
          {content.targetAreas.map((area) => (
            <Badge key={area} variant="outline" color="plum">
              {area}
            </Badge>
          ))}
        </Group>
      </div>
      <Section title={t("workouts.workout.equipment")}>
        <Text>{content.equipment.join(", ") || t("workouts.workout.noEquipment")}</Text>
      </Section>
      <Section title={t("workouts.workout.warmup")}>
        <Text>{content.warmupInstructions}</Text>
      </Section>
      <Section title={t("workouts.workout.main")}>
        <List type="ordered" spacing="md">
          {exercises(content).map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the workout's own list, in its order; names may repeat
            <List.Item key={index}>
              <ExerciseItem item={item} facts={library[index] ?? null} shownIn={shownIn} />
            </List.Item>
          ))}
        </List>
      </Section>
      <Section title={t("workouts.workout.cooldown")}>
        <Text>{content.cooldownInstructions}</Text>
      </Section>
      {content.notes && (
        <Section title={t("workouts.workout.notes")}>
          <Text>{content.notes}</Text>
        </Section>
      )}
    </Stack>
  );
}

/**
 * One exercise: its name, sets and details as she wrote them. One picked from her library also shows its picture
 * and demo link, and its name and cues in the reader's language where she wrote them.
 */
function ExerciseItem({
  item,
  facts,
  shownIn,
}: {
  item: Exercise;
  facts: LibraryExerciseFacts | null;
  shownIn: Language;
}) {
  const { t, language: page } = useT();
  // The page's own words (the picture's description, the link) inside a card that may be in English.
  const pageLang = contentLang(page, shownIn);
  const details = facts?.detailsAreCues ? facts.cues : (item.details ?? []);
  const detailsLang = facts?.detailsAreCues ? contentLang(facts.cuesLanguage, shownIn) : undefined;
  const otherName = facts && facts.name.toLowerCase() !== item.exercise.toLowerCase() ? facts.name : null;
  return (
    <div className={facts?.imageUrl ? classes.withPicture : undefined}>
      <Text fw={600}>{item.exercise}</Text>
      {otherName && facts && (
        <Text size="sm" c="dimmed" fs="italic" lang={contentLang(facts.language, shownIn)}>
          {otherName}
        </Text>
      )}
      {item.sets?.map((set) => (
        <Text key={`${set.sets}-${set.reps}-${set.note ?? ""}`} size="sm">
          {set.sets} × {set.reps}
          {set.note ? ` (${set.note})` : ""}
        </Text>
      ))}
      {details.map((detail) => (
        <Text key={detail} size="sm" c="dimmed" lang={detailsLang}>
          {detail}
        </Text>
      ))}
      {facts?.videoUrl && (
        <Anchor
          href={facts.videoUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          fw={600}
          className={classes.demo}
          lang={pageLang}
          data-print-hide
        >
          {t("workouts.workout.watchDemo")}
          <span className="visually-hidden"> {t("workouts.workout.newTab")}</span>
        </Anchor>
      )}
      {facts?.imageUrl && (
        <img
          className={classes.picture}
          src={facts.imageUrl}
          alt={t("workouts.workout.picture", { name: facts.name })}
          lang={pageLang}
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
        />
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <Title order={4} fz="md" tt="uppercase" c="plum.7" mb={6} style={{ letterSpacing: "0.12em" }}>
        {title}
      </Title>
      {children}
    </div>
  );
}
