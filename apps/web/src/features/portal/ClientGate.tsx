import { Button, Center, Group, Loader, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { toast } from "../../lib/toast";
import { errorMessage, trpc } from "../../lib/trpc";
import { CodeInput } from "./CodeInput";

export interface ClientIdentity {
  email: string;
  userId: number;
}

/** Asks once per device for the e-mail code; a client with a session goes straight through. */
export function ClientGate({ intro, children }: { intro: string; children: (client: ClientIdentity) => ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery(trpc.portal.me.queryOptions(undefined, { staleTime: 0 }));
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [step, setStep] = useState<"email" | "code">("email");
  const send = useMutation(trpc.portal.sendCode.mutationOptions());
  const verify = useMutation(
    trpc.portal.verify.mutationOptions({
      onSuccess: (client) => {
        toast("Verification Successful", "Welcome back!", "success");
        queryClient.setQueryData(trpc.portal.me.queryKey(), client);
      },
      onError: (error) => toast("Verification Failed", errorMessage(error, "Invalid verification code"), "error"),
    }),
  );

  if (me.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (me.data) return children(me.data);

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    if (!email.includes("@")) {
      toast("Invalid Email", "Please enter a valid email address", "error");
      return;
    }
    send.mutate(
      { email },
      {
        onSuccess: () => {
          toast("Verification Code Sent", "Please check your email for the 6-digit verification code.", "success");
          setStep("code");
        },
        onError: (error) => toast("Error", errorMessage(error, "Failed to send verification code"), "error"),
      },
    );
  };
  const check = (value = code) => {
    if (/^\d{6}$/.test(value)) verify.mutate({ email, code: value });
    else toast("Invalid Code", "Please enter the 6-digit verification code", "error");
  };

  return (
    <Paper radius="lg" p={{ base: "lg", sm: "xl" }} withBorder maw={520}>
      <Text mb="md">{intro}</Text>
      {step === "email" ? (
        <form onSubmit={sendCode} noValidate>
          <Stack gap="md">
            <TextInput
              label="Email address"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <Button type="submit" loading={send.isPending}>
              Send Verification Code
            </Button>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <CodeInput value={code} onChange={setCode} onComplete={check} />
          <Group>
            <Button onClick={() => check()} loading={verify.isPending}>
              Verify Code
            </Button>
            <Button variant="subtle" onClick={() => setStep("email")}>
              Back
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
