import { Button, Group, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../lib/toast";
import { errorMessage, trpc } from "../../lib/trpc";
import { ConfirmDialog } from "../admin-shell/ConfirmDialog";
import { CodeInput } from "./CodeInput";

/**
 * "Delete my data": a code e-mailed for that alone, then a confirmation that says what happens. Answered, her
 * session has ended and `onErased` takes the page back to the e-mail step.
 */
export function EraseMyData({ onErased }: { onErased: () => void }) {
  const [asking, setAsking] = useState(false);
  const [code, setCode] = useState("");
  const [confirming, setConfirming] = useState(false);
  const sendCode = useMutation(
    trpc.portal.sendEraseCode.mutationOptions({
      onSuccess: (answer) => toast("Code sent", answer.message, "success"),
      onError: (error) => toast("Code not sent", errorMessage(error, "Please try again."), "error"),
    }),
  );
  const erase = useMutation(
    trpc.portal.eraseMyData.mutationOptions({
      onSuccess: (answer) => {
        setConfirming(false);
        toast("Your data is deleted", answer.message, "success");
        onErased();
      },
      onError: (error) => {
        setConfirming(false);
        toast("Not deleted", errorMessage(error, "Your data could not be deleted. Please try again."), "error");
      },
    }),
  );

  if (!asking) {
    return (
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" maw={420}>
          You can delete your data at any time. We will e-mail you a code to confirm it is you.
        </Text>
        <Button variant="outline" color="red.9" onClick={() => setAsking(true)}>
          Delete my data
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="sm" maw={420}>
      <Text size="sm">
        First we e-mail you a 6-digit code. It only confirms deleting your data: it does not sign you in.
      </Text>
      <Group gap="sm">
        <Button variant="light" loading={sendCode.isPending} onClick={() => sendCode.mutate()}>
          {sendCode.isSuccess ? "Send a new code" : "E-mail me a code"}
        </Button>
        <Button variant="subtle" onClick={() => setAsking(false)}>
          Keep my data
        </Button>
      </Group>
      {sendCode.isSuccess && (
        <>
          <CodeInput label="Code to delete your data" value={code} onChange={setCode} />
          <Button color="red.9" disabled={code.length !== 6} onClick={() => setConfirming(true)}>
            Delete my data
          </Button>
        </>
      )}
      <ConfirmDialog
        title="Delete all your data?"
        opened={confirming}
        confirmLabel="Delete my data"
        cancelLabel="Keep my data"
        danger
        busy={erase.isPending}
        onConfirm={() => erase.mutate({ code })}
        onClose={() => setConfirming(false)}
      >
        Your scheduled sessions will be cancelled and their places given up. Your name, e-mail, phone, address, notes,
        tracker entries, reminder settings, messages and the photos you shared will be erased, and you will be signed
        out. Your bookings stay in the studio's accounts as "Erased client", with no personal details. This cannot be
        undone.
      </ConfirmDialog>
    </Stack>
  );
}
