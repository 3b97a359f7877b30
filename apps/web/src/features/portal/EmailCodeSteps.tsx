import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { toast } from "../../lib/toast";
import { errorMessage, trpc } from "../../lib/trpc";
import { CodeInput } from "./CodeInput";

interface Props {
  /** Called with a well-formed code; the caller verifies it with the procedure it needs. */
  onVerify: (email: string, code: string) => void;
  verifying: boolean;
  /** The last verification failure, shown under the code. */
  error?: string | null;
  /** Back from the code step; without it, Back returns to the e-mail step. */
  onBack?: () => void;
}

/** The portal's first two steps with SPEC's messages: e-mail (must contain '@'), then the 6-digit code. */
export function EmailCodeSteps({ onVerify, verifying, error, onBack }: Props) {
  const [step, setStep] = useState<"email" | "code">("email");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const send = useMutation(trpc.portal.sendCode.mutationOptions());

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !email.includes("@")) {
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
        onError: (failure) => toast("Error", errorMessage(failure, "Failed to send verification code"), "error"),
      },
    );
  };
  const check = (value = code) => {
    if (/^\d{6}$/.test(value)) onVerify(email, value);
    else toast("Invalid Code", "Please enter the 6-digit verification code", "error");
  };

  if (step === "email") {
    return (
      <form onSubmit={sendCode} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email address"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <Button type="submit" loading={send.isPending}>
            Send Verification Code
          </Button>
        </Stack>
      </form>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm">
        We sent a 6-digit code to <strong>{email}</strong>. It arrives within 2-3 minutes; check your spam folder if you
        do not see it. The code works for 15 minutes.
      </Text>
      <CodeInput value={code} onChange={setCode} onComplete={check} />
      {error && <Alert color="red">{error}</Alert>}
      <Group>
        <Button onClick={() => check()} loading={verifying}>
          Verify Code
        </Button>
        <Button variant="subtle" onClick={onBack ?? (() => setStep("email"))}>
          Back
        </Button>
      </Group>
    </Stack>
  );
}
