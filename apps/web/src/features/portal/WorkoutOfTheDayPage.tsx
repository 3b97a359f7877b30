import "@mantine/core/styles/List.css";
import { Button, Center, Container, Group, Loader, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import type { FormEvent } from "react";
import { usePageMeta } from "../../lib/page-meta";
import { toast } from "../../lib/toast";
import { errorMessage } from "../../lib/trpc";
import { ProgramView } from "./ProgramView";
import { useProgramAccess } from "./useProgramAccess";

/** /workout-of-the-day: the same three steps, with Enter to submit and both result shapes. */
export function WorkoutOfTheDayPage() {
  usePageMeta("Workout of the Day", "Open the Workout of the Day you purchased, with a code sent to your e-mail.");
  const access = useProgramAccess();

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!access.email.trim()) {
      toast("Email Required", "Please enter your email address", "error");
      return;
    }
    access.send.mutate(
      { email: access.email },
      {
        onSuccess: () => toast("Code Sent", "Please check your email for the 6-digit verification code.", "success"),
        onError: (error) => toast("Error", errorMessage(error, "Failed to send verification code"), "error"),
      },
    );
  };
  const open = (event: FormEvent) => {
    event.preventDefault();
    if (!access.code.trim()) {
      toast("Code Required", "Please enter the verification code", "error");
      return;
    }
    access.verify.mutate(
      { email: access.email, code: access.code },
      {
        onSuccess: () => toast("Access Granted", "Enjoy your workout!", "success"),
        onError: (error) => toast("Error", errorMessage(error, "Invalid verification code"), "error"),
      },
    );
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
      {access.loading ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : access.step === "program" && access.program ? (
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
                <Button type="submit" loading={access.send.isPending}>
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
                  <Button type="submit" loading={access.verify.isPending}>
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
    </Container>
  );
}
