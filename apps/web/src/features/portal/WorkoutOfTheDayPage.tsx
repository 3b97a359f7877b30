import "@mantine/core/styles/List.css";
import { Button, Container, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import type { FormEvent } from "react";
import { QueryState } from "../../components/QueryState";
import { usePageMeta } from "../../lib/page-meta";
import { ProgramView } from "./ProgramView";
import { useProgramAccess } from "./useProgramAccess";

/** /workout-of-the-day: the same three steps, with Enter to submit and both result shapes. */
export function WorkoutOfTheDayPage() {
  usePageMeta("Workout of the Day", "Open the Workout of the Day you purchased, with a code sent to your e-mail.");
  const access = useProgramAccess({
    email: "present",
    code: "present",
    sentTitle: "Code Sent",
    granted: "Enjoy your workout!",
    failedTitle: "Error",
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    access.sendCode();
  };
  const open = (event: FormEvent) => {
    event.preventDefault();
    access.open();
  };

  return (
    <Container size="md" className="section">
      <Text className="eyebrow" data-print-hide>
        Workout of the Day
      </Text>
      <Title order={1} data-print-hide>
        Your Workout of the Day
      </Title>
      <Text c="dimmed" mt="sm" mb="xl" data-print-hide>
        Enter the e-mail you bought your workout with and we will send you a code.
      </Text>
      <QueryState query={{ isPending: access.loading }}>
        {access.step === "program" && access.program ? (
          <ProgramView
            program={access.program}
            actions={
              <Button variant="subtle" onClick={access.reset}>
                Access Another Workout
              </Button>
            }
          />
        ) : (
          <Paper radius="lg" p={{ base: "lg", sm: "xl" }} withBorder maw={520}>
            {access.step === "email" ? (
              <form onSubmit={send} noValidate>
                <Stack gap="md">
                  <TextInput
                    label="Email address"
                    type="email"
                    autoComplete="email"
                    value={access.email}
                    onChange={(event) => access.setEmail(event.currentTarget.value)}
                  />
                  <Button type="submit" loading={access.sending}>
                    Send Code
                  </Button>
                </Stack>
              </form>
            ) : (
              <form onSubmit={open} noValidate>
                <Stack gap="md">
                  <TextInput
                    label="Verification code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={access.code}
                    onChange={(event) => access.setCode(event.currentTarget.value.slice(0, 6))}
                  />
                  <Group>
                    <Button type="submit" loading={access.opening}>
                      Get My Workout
                    </Button>
                    <Button variant="subtle" onClick={access.backToEmail}>
                      Back to Email
                    </Button>
                  </Group>
                </Stack>
              </form>
            )}
          </Paper>
        )}
      </QueryState>
    </Container>
  );
}
