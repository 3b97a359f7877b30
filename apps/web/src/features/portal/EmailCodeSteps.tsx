import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { CodeInput } from "./CodeInput";
import { EMAIL_FIELD } from "./email-field";
import { StepForm } from "./StepForm";
import { useEmailCode } from "./useEmailCode";

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
  const flow = useEmailCode({ email: "address", code: "six-digits" });
  const { step, email, code } = flow;

  const check = (value = code) => {
    if (flow.codeReady(value)) onVerify(email, value);
  };

  if (step === "email") {
    return (
      <StepForm field={EMAIL_FIELD} value={email} onChange={flow.setEmail} onSubmit={flow.sendCode}>
        <Button type="submit" loading={flow.sending}>
          Send Verification Code
        </Button>
      </StepForm>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm">
        We sent a 6-digit code to <strong>{email}</strong>. It arrives within 2-3 minutes; check your spam folder if you
        do not see it. The code works for 15 minutes.
      </Text>
      <CodeInput value={code} onChange={flow.setCode} onComplete={check} />
      {error && <Alert color="red">{error}</Alert>}
      <Group>
        <Button onClick={() => check()} loading={verifying}>
          Verify Code
        </Button>
        <Button variant="subtle" onClick={onBack ?? flow.backToEmail}>
          Back
        </Button>
      </Group>
    </Stack>
  );
}
