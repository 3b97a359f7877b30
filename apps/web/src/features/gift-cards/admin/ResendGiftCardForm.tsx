import { Button, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { resendGiftCardInput } from "@studio/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRules } from "../../../lib/rules";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { useOneAttempt } from "../../../lib/use-one-attempt";

interface Card {
  id: number;
  code: string;
  recipientName: string;
  recipientEmail: string;
}

/** A paid card's e-mail again: she lost it, or the buyer mistyped her address (corrected here, and audited). */
export function ResendGiftCardForm({ card, onDone }: { card: Card; onDone: () => void }) {
  const queryClient = useQueryClient();
  const checkInput = useRules(resendGiftCardInput);
  const form = useForm({
    initialValues: { recipientEmail: card.recipientEmail },
    validate: (values) => checkInput({ id: card.id, ...values }),
  });
  const resend = useMutation(trpc.admin.giftCards.resend.mutationOptions());
  const onSubmit = useOneAttempt(form, async (values) => {
    try {
      const sent = await resend.mutateAsync({ id: card.id, recipientEmail: values.recipientEmail });
      toast("Gift card sent again", `${sent.code} is on its way to ${sent.recipientEmail}.`, "success");
      void queryClient.invalidateQueries({ queryKey: trpc.admin.giftCards.list.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.admin.audit.pathKey() });
      onDone();
      return true;
    } catch (error) {
      toast("Error", errorMessage(error, "Failed to send the gift card"), "error");
      return false;
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Send ${card.code} again`}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          The card's e-mail, with its code, goes to {card.recipientName} again. Correct the address if the buyer
          mistyped it.
        </Text>
        <TextInput
          label="Recipient's e-mail"
          type="email"
          autoComplete="off"
          withAsterisk
          {...form.getInputProps("recipientEmail")}
        />
        <Button type="submit" loading={resend.isPending} w="fit-content">
          Send again
        </Button>
      </Stack>
    </form>
  );
}
