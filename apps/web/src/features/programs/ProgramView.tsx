import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { Language } from "@studio/i18n";
import type { LibraryExerciseFacts, WorkoutAccess } from "@studio/validators";
import { type ReactNode, useEffect, useRef } from "react";
import { InEnglishNote, useContentLang } from "../../components/InEnglishNote";
import { useT } from "../../i18n/use-t";
import { downloadText } from "../../lib/download";
import { WorkoutView } from "./WorkoutView";

interface Props {
  /** With the language its words are in, when a client opens it (the editor's preview has none). */
  program: WorkoutAccess & {
    language?: Language;
    /** For each exercise of a Workout of the Day, what her exercise library says of it (or null). */
    libraryExercises?: readonly (LibraryExerciseFacts | null)[];
  };
  actions?: ReactNode;
  /** Moves focus to the title when shown: she opened it from her list, and a reader should land on it. */
  focusTitle?: boolean;
}

/** A program or workout, with Download and Print; printing prints only this card. */
export function ProgramView({ program, actions, focusTitle = false }: Props) {
  const { t, language: page } = useT();
  const language = program.language ?? page;
  // Her words, in English on a Spanish page when she wrote no Spanish version: read out in English.
  const lang = useContentLang(language);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);
  return (
    <Stack gap="lg">
      <Group data-print-hide>
        <Button onClick={() => downloadText(program.packageName, program.workoutProgram)}>
          {t("workouts.download")}
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          {t("workouts.print")}
        </Button>
        {actions}
      </Group>
      <InEnglishNote language={language} />
      <Paper radius="lg" p={{ base: "lg", sm: "xl" }} withBorder data-print lang={lang}>
        <Title order={2} ref={title} tabIndex={-1}>
          {program.packageName}
        </Title>
        <Text c="dimmed" mt={4} mb="lg">
          {program.packageDescription}
        </Text>
        {program.type === "workout_of_day" && program.workoutContent ? (
          <WorkoutView
            content={program.workoutContent}
            language={language}
            library={program.libraryExercises}
            showTitle={program.workoutContent.title !== program.packageName}
            showDescription={program.workoutContent.description !== program.packageDescription}
          />
        ) : (
          <Text component="pre" style={{ whiteSpace: "pre-wrap", fontFamily: "inherit", lineHeight: 1.7 }}>
            {program.workoutProgram}
          </Text>
        )}
      </Paper>
      <Text size="sm" c="dimmed" data-print-hide>
        {t("workouts.program.notes")}
      </Text>
    </Stack>
  );
}
