import "@mantine/core/styles/List.css";
import { Button, Container, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { QueryState } from "../../components/QueryState";
import { usePageMeta } from "../../lib/page-meta";
import { CodeInput } from "./CodeInput";
import { ProgramView } from "./ProgramView";
import { useProgramAccess } from "./useProgramAccess";

/** /workout-access: e-mail, code, then the program bought with that e-mail. */
export function WorkoutAccessPage() {
  usePageMeta(
    "Access Your Workout Program",
    "Open the online training program you purchased, with a code sent to your e-mail.",
  );
  const access = useProgramAccess({ granted: "Your program is ready." });

  return (
    <Container size="md" className="section">
      <Text className="eyebrow" data-print-hide>
        Workout portal
      </Text>
      <Title order={1} data-print-hide>
        Access Your Program
      </Title>
      <Text c="dimmed" mt="sm" mb="xl" data-print-hide>
        Use the e-mail address you purchased with. We will send you a one-time code.
      </Text>
      <QueryState query={{ isPending: access.loading }}>
        {access.step === "program" && access.program ? (
          <ProgramView
            program={access.program}
            actions={
              <Button variant="subtle" onClick={access.reset}>
                Back
              </Button>
            }
          />
        ) : (
          <Paper radius="lg" p={{ base: "lg", sm: "xl" }} withBorder maw={520}>
            {access.step === "email" ? (
              <Stack gap="md">
                <TextInput
                  label="Email address"
                  type="email"
                  autoComplete="email"
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
                  Enter the 6-digit code sent to <strong>{access.email}</strong>. Check your spam folder if it has not
                  arrived within 2-3 minutes.
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
          </Paper>
        )}
      </QueryState>
    </Container>
  );
}
