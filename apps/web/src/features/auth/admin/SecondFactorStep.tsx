import { Alert, Anchor, Button, Divider, Stack, Text, TextInput, Title } from "@mantine/core";
import { recoveryCode, type SecondFactorMethod, totpCode } from "@studio/validators";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { errorMessage, trpc } from "../../../lib/trpc";
import { askPasskey, passkeyFailure } from "./passkey-browser";

interface Props {
  methods: SecondFactorMethod[];
  onSignedIn: (me: { username: string }) => void;
  /** Back to the password (the step expired, or she wants to start over). */
  onRestart: () => void;
}

/** The sign-in's second step: her passkey, a code of her authenticator app, or one of her recovery codes. */
export function SecondFactorStep({ methods, onSignedIn, onRestart }: Props) {
  const hasPasskey = methods.includes("passkey");
  const hasTotp = methods.includes("totp");
  const hasRecovery = methods.includes("recovery");
  const [mode, setMode] = useState<"totp" | "recovery">(hasTotp ? "totp" : "recovery");
  const [code, setCode] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);

  const verify = useMutation(
    trpc.admin.secondFactor.verify.mutationOptions({ onSuccess: onSignedIn, onError: () => setCode("") }),
  );
  const passkeyOptions = useMutation(trpc.admin.secondFactor.passkeyOptions.mutationOptions());
  const [passkeyBusy, setPasskeyBusy] = useState(false);

  async function signInWithPasskey() {
    setPasskeyError(null);
    verify.reset();
    setPasskeyBusy(true);
    try {
      const options = await passkeyOptions.mutateAsync();
      const response = await askPasskey(options);
      verify.mutate({ method: "passkey", response });
    } catch (error) {
      setPasskeyError(passkeyFailure(error, errorMessage(error, "The passkey could not be used.")));
    } finally {
      setPasskeyBusy(false);
    }
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    const checked = (mode === "totp" ? totpCode : recoveryCode).safeParse(code);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? "Please check the code");
      return;
    }
    setFieldError(null);
    verify.mutate({ method: mode, code });
  }

  const expired = verify.error?.message.startsWith("Your sign-in has expired");
  const codeMode = mode === "totp" ? hasTotp : hasRecovery;

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={28}>
          Confirm it's you
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Your password was right. Finish signing in with your second factor.
        </Text>
      </div>
      {verify.isError && (
        <Alert color="red" role="alert">
          {errorMessage(verify.error, "That did not work. Please try again.")}
          {expired && (
            <>
              {" "}
              <Anchor component="button" type="button" onClick={onRestart} fz="sm">
                Enter your password again
              </Anchor>
            </>
          )}
        </Alert>
      )}
      {hasPasskey && (
        <Stack gap="xs">
          <Button onClick={signInWithPasskey} loading={passkeyBusy || (verify.isPending && !codeMode)} fullWidth>
            Use your passkey
          </Button>
          {passkeyError && (
            <Text c="red.8" size="sm" role="alert">
              {passkeyError}
            </Text>
          )}
        </Stack>
      )}
      {hasPasskey && codeMode && <Divider label="or" labelPosition="center" />}
      {codeMode && (
        <form onSubmit={submitCode} noValidate>
          <Stack gap="sm">
            {mode === "totp" ? (
              <TextInput
                key="totp"
                label="Authentication code"
                description="The 6-digit code your authenticator app shows"
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={7}
                withAsterisk
                value={code}
                error={fieldError}
                onChange={(event) => setCode(event.currentTarget.value)}
                autoFocus={!hasPasskey}
              />
            ) : (
              <TextInput
                key="recovery"
                label="Recovery code"
                description="One of the codes you saved, like abcde-23456; each works once"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                withAsterisk
                value={code}
                error={fieldError}
                onChange={(event) => setCode(event.currentTarget.value)}
              />
            )}
            <Button type="submit" variant={hasPasskey ? "default" : "filled"} loading={verify.isPending} fullWidth>
              Verify
            </Button>
          </Stack>
        </form>
      )}
      <Stack gap={4} align="center">
        {hasTotp && hasRecovery && (
          <Anchor
            component="button"
            type="button"
            fz="sm"
            onClick={() => {
              setMode(mode === "totp" ? "recovery" : "totp");
              setCode("");
              verify.reset();
              setFieldError(null);
            }}
          >
            {mode === "totp" ? "Use a recovery code instead" : "Use your authenticator app instead"}
          </Anchor>
        )}
        <Anchor component="button" type="button" fz="sm" c="dimmed" onClick={onRestart}>
          Start over
        </Anchor>
      </Stack>
    </Stack>
  );
}
