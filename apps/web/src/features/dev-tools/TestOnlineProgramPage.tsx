import { Button, Container, NativeSelect, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { type FormEvent, useState } from "react";
import { toast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { programOptions } from "./TestWorkoutEmailPage";

type ProgramType = "workout-routine" | "beginner" | "intermediate" | "advanced";

/** Developer page (booking-site variant): sends the program of an online purchase to a name and e-mail. */
export function TestOnlineProgramPage() {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [programType, setProgramType] = useState<ProgramType>("beginner");
  const send = useMutation(trpc.devTools.testWorkoutEmail.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !email.trim()) {
      toast("Missing Information", "Please provide both name and email.", "error");
      return;
    }
    send.mutate(
      { name, email, programType },
      {
        onSuccess: (result) => toast("Success", result.message, "success"),
        onError: (error) =>
          error instanceof TRPCClientError && error.data
            ? toast("Error", error.message || "Failed to send workout plan", "error")
            : toast("Error", "Something went wrong. Please try again.", "error"),
      },
    );
  };

  return (
    <Container size="sm" className="section">
      <Paper radius="lg" p="xl" withBorder>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Title order={1} fz={28}>
              Test Online Program
            </Title>
            <Text c="dimmed">Sends the program an online purchase unlocks.</Text>
            <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
            <TextInput
              label="Email"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <NativeSelect
              label="Program"
              data={programOptions}
              value={programType}
              onChange={(event) => setProgramType(event.currentTarget.value as ProgramType)}
            />
            <Button type="submit" loading={send.isPending}>
              Send Program
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
