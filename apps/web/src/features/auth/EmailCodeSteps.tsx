import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { RichText, useT } from "../../i18n/use-t";
import { CodeInput } from "./CodeInput";
import { useEmailField } from "./email-field";
import { StepForm, useOneAtATime } from "./StepForm";
import { useEmailCode } from "./useEmailCode";

interface Props {
  /**
   * Called with a well-formed code; the caller verifies it with the procedure it needs. Return the request's
   * promise, or report it through `verifying`: until it ends, a second Verify (a double tap) is ignored.
   */
  onVerify: (email: string, code: string) => unknown;
  verifying: boolean;
  /** The last verification failure, shown under the code. */
  error?: string | null;
  /** Back from the code step; without it, Back returns to the e-mail step. */
  onBack?: () => void;
}

/** The portal's first two steps with SPEC's messages: e-mail (must contain '@'), then the 6-digit code. */
export function EmailCodeSteps({ onVerify, verifying, error, onBack }: Props) {
  const { t } = useT();
  const emailField = useEmailField();
  const flow = useEmailCode({ email: "address", code: "six-digits" });
  const { step, email, code } = flow;
  const once = useOneAtATime(verifying);

  const check = (value = code) => {
    if (flow.codeReady(value)) once(() => onVerify(email, value));
  };

  if (step === "email") {
    return (
      <StepForm field={emailField} value={email} onChange={flow.setEmail} onSubmit={flow.sendCode}>
        <Button type="submit" loading={flow.sending}>
          {t("signin.send")}
        </Button>
      </StepForm>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm">
        <RichText id="signin.sentTo" values={{ email }} components={{ 0: <strong /> }} />
      </Text>
      <CodeInput value={code} onChange={flow.setCode} onComplete={check} />
      {error && <Alert color="red">{error}</Alert>}
      <Group>
        <Button onClick={() => check()} loading={verifying}>
          {t("signin.verify")}
        </Button>
        <Button variant="subtle" onClick={onBack ?? flow.backToEmail}>
          {t("signin.back")}
        </Button>
      </Group>
      <ResendCode secondsLeft={flow.resendIn} onResend={flow.resend} error={flow.resendError} />
    </Stack>
  );
}

interface ResendProps {
  /** Seconds of cooldown left; 0 when another code may be asked for. */
  secondsLeft: number;
  onResend: () => unknown;
  /** Why the last resend failed: the server's words (a 429 names the wait). */
  error?: string | null;
}

/**
 * "Resend code" for a code step, with its cooldown on the button ("Resend code in 30 s"). The button stays
 * focusable while it waits (aria-disabled), and screen readers hear the wait politely, at most every 10 seconds.
 */
export function ResendCode({ secondsLeft, onResend, error }: ResendProps) {
  const { t } = useT();
  const waiting = secondsLeft > 0;
  const status = waiting
    ? t("signin.resend.statusWait", { seconds: Math.ceil(secondsLeft / 10) * 10 })
    : t("signin.resend.statusNow");
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t("signin.resend.noCode")}
        </Text>
        {/* Not Mantine's disabled look: the count must stay readable, and the button keeps the keyboard's focus. */}
        <Button
          variant="subtle"
          size="compact-sm"
          color={waiting ? "gray.7" : undefined}
          aria-disabled={waiting || undefined}
          style={waiting ? { cursor: "not-allowed" } : undefined}
          onClick={waiting ? undefined : () => onResend()}
        >
          {waiting ? t("signin.resend.wait", { seconds: secondsLeft }) : t("signin.resend.button")}
        </Button>
        <span className="visually-hidden" aria-live="polite" data-testid="resend-status">
          {status}
        </span>
      </Group>
      {error && <Alert color="red">{error}</Alert>}
    </Stack>
  );
}
