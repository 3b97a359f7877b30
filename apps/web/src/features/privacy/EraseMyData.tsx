import { Button, Group, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../i18n/use-t";
import { toast } from "../../lib/toast";
import { errorMessage, trpc } from "../../lib/trpc";
import { ConfirmDialog } from "../admin-shell/ConfirmDialog";
import { CodeInput } from "../auth/CodeInput";

/**
 * "Delete my data": a code e-mailed for that alone, then a confirmation that says what happens. Answered, her
 * session has ended and `onErased` takes the page back to the e-mail step.
 */
export function EraseMyData({ onErased }: { onErased: () => void }) {
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  const [code, setCode] = useState("");
  const [confirming, setConfirming] = useState(false);
  const sendCode = useMutation(
    trpc.portal.sendEraseCode.mutationOptions({
      onSuccess: (answer) => toast(t("portal.erase.codeSent"), answer.message, "success"),
      onError: (error) => toast(t("portal.erase.codeNotSent"), errorMessage(error, t("portal.tryAgain")), "error"),
    }),
  );
  const erase = useMutation(
    trpc.portal.eraseMyData.mutationOptions({
      onSuccess: (answer) => {
        setConfirming(false);
        toast(t("portal.erase.done"), answer.message, "success");
        onErased();
      },
      onError: (error) => {
        setConfirming(false);
        toast(t("portal.erase.notDone"), errorMessage(error, t("portal.erase.failed")), "error");
      },
    }),
  );

  if (!asking) {
    return (
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" maw={420}>
          {t("portal.erase.intro")}
        </Text>
        <Button variant="outline" color="red.9" onClick={() => setAsking(true)}>
          {t("portal.erase.delete")}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="sm" maw={420}>
      <Text size="sm">{t("portal.erase.first")}</Text>
      <Group gap="sm">
        <Button variant="light" loading={sendCode.isPending} onClick={() => sendCode.mutate()}>
          {t(sendCode.isSuccess ? "portal.erase.sendNew" : "portal.erase.send")}
        </Button>
        <Button variant="subtle" onClick={() => setAsking(false)}>
          {t("portal.erase.keep")}
        </Button>
      </Group>
      {sendCode.isSuccess && (
        <>
          <CodeInput label={t("portal.erase.codeLabel")} value={code} onChange={setCode} />
          <Button color="red.9" disabled={code.length !== 6} onClick={() => setConfirming(true)}>
            {t("portal.erase.delete")}
          </Button>
        </>
      )}
      <ConfirmDialog
        closeLabel={t("common.dialog.close")}
        title={t("portal.erase.confirmTitle")}
        opened={confirming}
        confirmLabel={t("portal.erase.delete")}
        cancelLabel={t("portal.erase.keep")}
        danger
        busy={erase.isPending}
        onConfirm={() => erase.mutate({ code })}
        onClose={() => setConfirming(false)}
      >
        {t("portal.erase.confirmBody")}
      </ConfirmDialog>
    </Stack>
  );
}
