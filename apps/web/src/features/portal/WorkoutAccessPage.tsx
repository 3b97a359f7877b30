import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { usePageMeta } from "../../lib/page-meta";
import { CodeInput } from "./CodeInput";
import { EMAIL_FIELD } from "./email-field";
import { ProgramAccessLayout } from "./ProgramAccessLayout";
import { useProgramAccess } from "./useProgramAccess";

/** /workout-access: e-mail, code, then the program bought with that e-mail. Buttons only: Enter sends nothing. */
export function WorkoutAccessPage() {
  usePageMeta(
    "Access Your Workout Program",
    "Open the online training program you purchased, with a code sent to your e-mail.",
  );
  const access = useProgramAccess({ granted: "Your program is ready." });

  return (
    <ProgramAccessLayout
      eyebrow="Workout portal"
      title="Access Your Program"
      intro="Use the e-mail address you purchased with. We will send you a one-time code."
      access={access}
      resetLabel="Back"
    >
      {access.step === "email" ? (
        <Stack gap="md">
          <TextInput
            {...EMAIL_FIELD}
            value={access.email}
            onChange={(event) => access.setEmail(event.currentTarget.value)}
          />
          <Button onClick={access.sendCode} disabled={!access.email.trim()} loading={access.sending}>
            Send Code
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            Enter the 6-digit code sent to <strong>{access.email}</strong>. Check your spam folder if it has not arrived
            within 2-3 minutes.
          </Text>
          <CodeInput value={access.code} onChange={access.setCode} />
          <Group>
            <Button onClick={access.open} disabled={access.code.length !== 6} loading={access.opening}>
              Access Program
            </Button>
            <Button variant="subtle" onClick={access.backToEmail}>
              Back
            </Button>
          </Group>
        </Stack>
      )}
    </ProgramAccessLayout>
  );
}
