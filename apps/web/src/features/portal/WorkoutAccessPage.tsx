import "@mantine/core/styles/List.css";
import { Button, Center, Container, Group, Loader, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { usePageMeta } from "../../lib/page-meta";
import { toast } from "../../lib/toast";
import { errorMessage } from "../../lib/trpc";
import { CodeInput } from "./CodeInput";
import { ProgramView } from "./ProgramView";
import { useProgramAccess } from "./useProgramAccess";

/** /workout-access: e-mail, code, then the program bought with that e-mail. */
export function WorkoutAccessPage() {
  usePageMeta(
    "Access Your Workout Program",
    "Open the online training program you purchased, with a code sent to your e-mail.",
  );
  const access = useProgramAccess();

  const send = () =>
    access.send.mutate(
      { email: access.email },
      {
        onSuccess: () =>
          toast("Verification Code Sent", "Please check your email for the 6-digit verification code.", "success"),
        onError: (error) => toast("Error", errorMessage(error, "Failed to send verification code"), "error"),
      },
    );
  const open = () =>
    access.verify.mutate(
      { email: access.email, code: access.code },
      {
        onSuccess: () => toast("Access Granted", "Your program is ready.", "success"),
        onError: (error) => toast("Verification Failed", errorMessage(error, "Invalid verification code"), "error"),
      },
    );

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
      {access.loading ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : access.step === "program" && access.program ? (
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
              <Button onClick={send} disabled={!access.email.trim()} loading={access.send.isPending}>
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
                <Button onClick={open} disabled={access.code.length !== 6} loading={access.verify.isPending}>
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
    </Container>
  );
}
