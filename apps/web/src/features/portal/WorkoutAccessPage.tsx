import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { RichText, useT } from "../../i18n/use-t";
import { CodeInput } from "../auth/CodeInput";
import { useEmailField } from "../auth/email-field";
import { ProgramAccessLayout } from "./ProgramAccessLayout";
import { useProgramAccess } from "./useProgramAccess";

/** /workout-access: e-mail, code, then the program bought with that e-mail. Buttons only: Enter sends nothing. */
export function WorkoutAccessPage() {
  const { t } = useT();
  const emailField = useEmailField();
  const access = useProgramAccess({ granted: t("workouts.access.granted") });

  return (
    <ProgramAccessLayout
      eyebrow={t("workouts.access.eyebrow")}
      title={t("workouts.access.title")}
      intro={t("workouts.access.intro")}
      access={access}
      resetLabel={t("workouts.back")}
    >
      {access.step === "email" ? (
        <Stack gap="md">
          <TextInput
            {...emailField}
            value={access.email}
            onChange={(event) => access.setEmail(event.currentTarget.value)}
          />
          <Button onClick={access.sendCode} disabled={!access.email.trim()} loading={access.sending}>
            {t("workouts.sendCode")}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            <RichText id="workouts.access.codeSentTo" values={{ email: access.email }} components={{ 0: <strong /> }} />
          </Text>
          <CodeInput value={access.code} onChange={access.setCode} />
          <Group>
            <Button onClick={access.open} disabled={access.code.length !== 6} loading={access.opening}>
              {t("workouts.access.open")}
            </Button>
            <Button variant="subtle" onClick={access.backToEmail}>
              {t("workouts.back")}
            </Button>
          </Group>
        </Stack>
      )}
    </ProgramAccessLayout>
  );
}
