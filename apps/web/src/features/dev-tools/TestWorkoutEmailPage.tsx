import { Button, Container, NativeSelect, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type TestWorkoutEmailForm, testWorkoutEmailForm } from "@studio/validators";
import { useMutation } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useRules } from "../../lib/rules";
import { toast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

export const programOptions = [
  { value: "workout-routine", label: "Workout Routine Only" },
  { value: "beginner", label: "Beginner (4 weeks)" },
  { value: "intermediate", label: "Intermediate (8 weeks)" },
  { value: "advanced", label: "Advanced (12 weeks)" },
];

/** Developer page (form variant): sends a program e-mail to a client. */
export function TestWorkoutEmailPage() {
  const form = useForm<TestWorkoutEmailForm>({
    mode: "uncontrolled",
    initialValues: { clientName: "", clientEmail: "", programType: "beginner" },
    validate: useRules(testWorkoutEmailForm),
  });
  const send = useMutation(
    trpc.devTools.testWorkoutEmail.mutationOptions({
      onSuccess: (result) => toast("Email Sent", result.message, "success"),
      onError: (error) =>
        error instanceof TRPCClientError && error.data
          ? toast("Error", error.message || "Failed to send email", "error")
          : toast("Error", "Something went wrong", "error"),
    }),
  );
  return (
    <Container size="sm" className="section">
      <Paper radius="lg" p="xl" withBorder>
        <form onSubmit={form.onSubmit((values) => send.mutate(values))} noValidate>
          <Stack gap="md">
            <Title order={1} fz={28}>
              Test Workout Email
            </Title>
            <Text c="dimmed">Sends the chosen program to a client by e-mail, exactly as a purchase does.</Text>
            <TextInput label="Client name" key={form.key("clientName")} {...form.getInputProps("clientName")} />
            <TextInput
              label="Client email"
              type="email"
              key={form.key("clientEmail")}
              {...form.getInputProps("clientEmail")}
            />
            <NativeSelect
              label="Program type"
              data={programOptions}
              key={form.key("programType")}
              {...form.getInputProps("programType")}
            />
            <Button type="submit" loading={send.isPending}>
              Send Workout Email
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
