import { Badge, Group, List, Stack, Text, Title } from "@mantine/core";
import type { MessageId } from "@studio/i18n";
import type { Exercise, WorkoutAccess } from "@studio/validators";
import { useT } from "../../i18n/use-t";

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
  /** Left out where the card around it already says the same (its package's name and description). */
  showTitle?: boolean;
  showDescription?: boolean;
}

/** The structured Workout of the Day: warm-up, each exercise with sets and details, cool-down. */
export function WorkoutView({ content, showTitle = true, showDescription = true }: Props) {
  const { t, i18n } = useT();
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
        <Text>{content.equipment.join(", ")}</Text>
      </Section>
      <Section title={t("workouts.workout.warmup")}>
        <Text>{content.warmupInstructions}</Text>
      </Section>
      <Section title={t("workouts.workout.main")}>
        <List type="ordered" spacing="md">
          {exercises(content).map((item) => (
            <List.Item key={item.exercise}>
              <Text fw={600}>{item.exercise}</Text>
              {item.sets?.map((set) => (
                <Text key={`${set.sets}-${set.reps}-${set.note ?? ""}`} size="sm">
                  {set.sets} × {set.reps}
                  {set.note ? ` (${set.note})` : ""}
                </Text>
              ))}
              {item.details?.map((detail) => (
                <Text key={detail} size="sm" c="dimmed">
                  {detail}
                </Text>
              ))}
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
