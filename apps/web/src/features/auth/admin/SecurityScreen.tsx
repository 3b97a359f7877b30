import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Image,
  List,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { totpCode } from "@studio/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { QueryState } from "../../../components/QueryState";
import { formatDate } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { errorMessage, type RouterOutputs, trpc } from "../../../lib/trpc";
import { ConfirmDialog } from "../../admin-shell/ConfirmDialog";
import { createPasskey, passkeyFailure } from "./passkey-browser";

type Status = RouterOutputs["admin"]["security"]["status"];

/** Her passkeys, her authenticator app and her recovery codes: what her sign-in asks for after the password. */
export function SecurityScreen() {
  const status = useQuery(trpc.admin.security.status.queryOptions(undefined, { staleTime: 0 }));
  return (
    <QueryState query={status} label="Loading security settings" error={<Alert color="red">Could not load.</Alert>}>
      {(current) => (
        <Stack gap="lg" maw={960}>
          {current.secondFactorRequired ? (
            <Alert color="green" title="Two-step sign-in is on">
              After your password, signing in asks for your passkey or a code from your authenticator app.
            </Alert>
          ) : (
            <Alert color="yellow" title="Only your password protects the back office">
              Add a passkey or an authenticator app: signing in will then ask for it after your password.
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Passkeys status={current} />
            <AuthenticatorApp status={current} />
          </SimpleGrid>
          <RecoveryCodes status={current} />
        </Stack>
      )}
    </QueryState>
  );
}

function Section({ title, children, label }: { title: string; label: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={label}>
      <Title order={2} fz="lg" mb="xs">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.admin.security.status.queryKey() });
}

/** The last factor's removal takes the recovery codes too: said in the question. */
const lastFactor = (status: Status) => status.passkeys.length + (status.totp ? 1 : 0) === 1;
const withCodes = (status: Status) =>
  lastFactor(status) && status.recoveryCodes.remaining
    ? " It is your last second factor: your recovery codes are deleted with it, and signing in will ask for your password only."
    : lastFactor(status)
      ? " It is your last second factor: signing in will ask for your password only."
      : "";

function Passkeys({ status }: { status: Status }) {
  const refresh = useRefresh();
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const options = useMutation(trpc.admin.security.passkeyOptions.mutationOptions());
  const add = useMutation(trpc.admin.security.addPasskey.mutationOptions());
  const remove = useMutation(
    trpc.admin.security.removePasskey.mutationOptions({
      onSuccess: async () => {
        toast("Passkey removed", `${removing?.name ?? "The passkey"} no longer signs you in.`, "success");
        setRemoving(null);
        await refresh();
      },
      onError: (error) => toast("Error", errorMessage(error, "Could not remove the passkey"), "error"),
    }),
  );

  async function addPasskey(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError("Name is required");
    if (trimmed.length > 60) return setNameError("Name is too long (60 characters at most)");
    setNameError(null);
    setBusy(true);
    try {
      const response = await createPasskey(await options.mutateAsync());
      await add.mutateAsync({ name: trimmed, response });
      toast("Passkey added", `${trimmed} now signs you in.`, "success");
      setName("");
      await refresh();
    } catch (error) {
      toast(
        "Passkey not added",
        passkeyFailure(error, errorMessage(error, "The passkey could not be added.")),
        "error",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title="Passkeys" label="Passkeys">
      <Text size="sm" c="dimmed">
        Sign in with your phone's or computer's fingerprint, face or screen lock. Nothing to type, and nothing anyone
        can trick you into giving away.
      </Text>
      {status.passkeys.length ? (
        <Stack gap="xs">
          {status.passkeys.map((key) => (
            <Group key={key.id} justify="space-between" wrap="nowrap" gap="sm">
              <div>
                <Text fw={600}>{key.name}</Text>
                <Text size="xs" c="dimmed">
                  Added {formatDate(key.createdAt)}
                  {key.lastUsedAt ? ` · last used ${formatDate(key.lastUsedAt)}` : " · not used yet"}
                </Text>
              </div>
              <Button
                size="xs"
                variant="default"
                color="red"
                aria-label={`Remove passkey ${key.name}`}
                onClick={() => setRemoving({ id: key.id, name: key.name })}
              >
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text size="sm">No passkey yet.</Text>
      )}
      <form onSubmit={addPasskey} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Passkey name"
            description="Which device it is on, e.g. “iPhone”"
            placeholder="iPhone"
            maxLength={60}
            value={name}
            error={nameError}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: "1 1 12rem" }}
          />
          <Button type="submit" loading={busy}>
            Add a passkey
          </Button>
        </Group>
      </form>
      <ConfirmDialog
        title={`Remove ${removing?.name ?? "this passkey"}?`}
        opened={removing !== null}
        confirmLabel="Remove passkey"
        danger
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate({ id: removing.id })}
        onClose={() => setRemoving(null)}
      >
        {`${removing?.name ?? "This passkey"} will no longer sign you in.${withCodes(status)}`}
      </ConfirmDialog>
    </Section>
  );
}

function AuthenticatorApp({ status }: { status: Status }) {
  const refresh = useRefresh();
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const start = useMutation(
    trpc.admin.security.startTotp.mutationOptions({
      onError: (error) => toast("Error", errorMessage(error, "Could not start the set-up"), "error"),
    }),
  );
  const confirm = useMutation(
    trpc.admin.security.confirmTotp.mutationOptions({
      onSuccess: async () => {
        toast("Authenticator app set up", "Signing in now asks for its code after your password.", "success");
        start.reset();
        setCode("");
        await refresh();
      },
      onError: (error) => setCodeError(errorMessage(error, "That code is not right. Please try again.")),
    }),
  );
  const remove = useMutation(
    trpc.admin.security.removeTotp.mutationOptions({
      onSuccess: async () => {
        toast("Authenticator app removed", "Its codes no longer sign you in.", "success");
        setConfirmRemove(false);
        await refresh();
      },
      onError: (error) => toast("Error", errorMessage(error, "Could not remove the app"), "error"),
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = totpCode.safeParse(code);
    if (!checked.success) return setCodeError(checked.error.issues[0]?.message ?? "Please check the code");
    setCodeError(null);
    confirm.mutate({ code });
  }

  const setup = start.data;
  return (
    <Section title="Authenticator app" label="Authenticator app">
      <Text size="sm" c="dimmed">
        A 6-digit code from an app such as Google Authenticator, Microsoft Authenticator or 1Password.
      </Text>
      {status.totp ? (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <div>
            <Badge color="#1e6b34">On</Badge>
            <Text size="xs" c="dimmed" mt={4}>
              Set up {formatDate(status.totp.confirmedAt)}
            </Text>
          </div>
          <Button size="xs" variant="default" onClick={() => setConfirmRemove(true)}>
            Remove
          </Button>
        </Group>
      ) : setup ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">1. Scan this QR code with your authenticator app.</Text>
            <Image src={setup.qrCode} alt="QR code to add this site to your authenticator app" w={180} h={180} />
            <Text size="sm">Or type this key into the app:</Text>
            <Code block aria-label="Set-up key" style={{ wordBreak: "break-all" }}>
              {setup.secret.replace(/(.{4})/g, "$1 ").trim()}
            </Code>
            <TextInput
              label="2. Code from the app"
              description="Type the 6-digit code the app now shows"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              withAsterisk
              value={code}
              error={codeError}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
            <Group gap="sm">
              <Button type="submit" loading={confirm.isPending}>
                Confirm
              </Button>
              <Button variant="default" onClick={() => start.reset()}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group>
          <Button onClick={() => start.mutate()} loading={start.isPending}>
            Set up an authenticator app
          </Button>
        </Group>
      )}
      <ConfirmDialog
        title="Remove the authenticator app?"
        opened={confirmRemove}
        confirmLabel="Remove app"
        danger
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirmRemove(false)}
      >
        {`Its codes will no longer sign you in.${withCodes(status)}`}
      </ConfirmDialog>
    </Section>
  );
}

function RecoveryCodes({ status }: { status: Status }) {
  const refresh = useRefresh();
  const [confirmReplace, setConfirmReplace] = useState(false);
  const generate = useMutation(
    trpc.admin.security.generateRecoveryCodes.mutationOptions({
      onSuccess: async () => {
        setConfirmReplace(false);
        await refresh();
      },
      onError: (error) => toast("Error", errorMessage(error, "Could not make recovery codes"), "error"),
    }),
  );
  const { remaining, total } = status.recoveryCodes;
  const codes = generate.data?.codes;
  return (
    <Section title="Recovery codes" label="Recovery codes">
      <Text size="sm" c="dimmed">
        If you lose your phone or passkey, each of these codes signs you in once. Keep them somewhere safe, away from
        your password.
      </Text>
      {!status.secondFactorRequired ? (
        <Text size="sm">Add a passkey or an authenticator app first.</Text>
      ) : codes ? (
        <Stack gap="sm">
          <Alert color="yellow" title="Save these codes now">
            They are shown only this once. Each works one time.
          </Alert>
          <List spacing={4} listStyleType="none" aria-label="Your recovery codes">
            {codes.map((code) => (
              <List.Item key={code}>
                <Code fz="md">{code}</Code>
              </List.Item>
            ))}
          </List>
          <Group gap="sm">
            <Button
              variant="default"
              onClick={() =>
                navigator.clipboard
                  .writeText(codes.join("\n"))
                  .then(() => toast("Copied", "Your recovery codes are on the clipboard.", "success"))
                  .catch(() => toast("Error", "Could not copy. Please write them down.", "error"))
              }
            >
              Copy codes
            </Button>
            <Button onClick={() => generate.reset()}>I have saved them</Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="space-between" gap="sm">
          <Text size="sm">{total ? `${remaining} of ${total} codes unused.` : "No recovery codes yet."}</Text>
          <Button
            variant={total ? "default" : "filled"}
            loading={generate.isPending}
            onClick={() => (total ? setConfirmReplace(true) : generate.mutate())}
          >
            {total ? "Make new codes" : "Make recovery codes"}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        title="Replace your recovery codes?"
        opened={confirmReplace}
        confirmLabel="Make new codes"
        danger
        busy={generate.isPending}
        onConfirm={() => generate.mutate()}
        onClose={() => setConfirmReplace(false)}
      >
        Your {remaining} unused recovery codes will stop working, and 10 new ones will be shown once.
      </ConfirmDialog>
    </Section>
  );
}
