import { Button, Group, Paper, Text, Title } from "@mantine/core";
import { SiteLink } from "../../components/layout/SiteLink";
import { useT } from "../../i18n/use-t";
import { longDay } from "./format";
import { useTrainingDay } from "./use-training-day";

/**
 * My Sessions' way into her training: today's workout and how much of it is logged, or the next workout's day; nothing
 * for a client without a plan. Loaded once she is signed in, in words of My Sessions' own catalogue.
 */
export function TodayCard() {
  const { t, language } = useT();
  const training = useTrainingDay(undefined);
  const found = training.data;
  if (!found?.plans.length) return null;
  const exercises = found.workouts.flatMap((workout) => workout.exercises);
  const logged = exercises.filter((item) => item.log).length;
  const action = !exercises.length
    ? "portal.training.open"
    : logged === 0
      ? "portal.training.start"
      : logged < exercises.length
        ? "portal.training.continue"
        : "portal.training.review";
  return (
    <Paper radius="lg" p={{ base: "md", sm: "lg" }} withBorder data-testid="training-today-card">
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Text size="xs" tt="uppercase" fw={600} c="plum.7" style={{ letterSpacing: "0.06em" }}>
            {t("portal.training.eyebrow")}
          </Text>
          <Title order={2} fz="xl">
            {found.workouts.length
              ? found.workouts.map((workout) => workout.title).join(" · ")
              : t("portal.training.restDay")}
          </Title>
          <Text size="sm" c="dimmed">
            {exercises.length
              ? t("portal.training.logged", { logged, total: exercises.length })
              : found.nextWorkoutDay
                ? t("portal.training.next", { day: longDay(found.nextWorkoutDay, language) })
                : t("portal.training.planOver")}
          </Text>
        </div>
        <Button component={SiteLink} href="/training" variant={logged === exercises.length ? "light" : "filled"}>
          {t(action)}
        </Button>
      </Group>
    </Paper>
  );
}
