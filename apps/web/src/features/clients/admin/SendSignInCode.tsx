import { Button } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { newRequestKey } from "../../../lib/request-key";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { ConfirmDialog } from "../../admin-shell/ConfirmDialog";

/** E-mails her the portal's sign-in code (she asked on the phone, say): asked first, since it voids her older code. */
export function SendSignInCode({ email, name }: { email: string; name: string }) {
  const [asking, setAsking] = useState(false);
  // One attempt, one e-mail: a second tap, or a retry after a lost answer, sends the same key.
  const requestKey = useRef(newRequestKey());
  const send = useMutation(
    trpc.admin.clients.sendSignInCode.mutationOptions({
      onSuccess: ({ message }) => {
        toast("Code sent", message, "success");
        requestKey.current = newRequestKey();
        setAsking(false);
      },
      onError: (error) => toast("Could not send the code", errorMessage(error, "Please try again."), "error"),
    }),
  );
  return (
    <>
      <Button variant="light" onClick={() => setAsking(true)}>
        Send sign-in code
      </Button>
      <ConfirmDialog
        title={`Send ${name} a sign-in code?`}
        opened={asking}
        confirmLabel="Send code"
        busy={send.isPending}
        onConfirm={() => send.mutate({ email, requestKey: requestKey.current })}
        onClose={() => setAsking(false)}
      >
        A 6-digit code goes to {email}. It opens My Sessions and her programs for 15 minutes, and any code she was sent
        before stops working.
      </ConfirmDialog>
    </>
  );
}
