import { Button, NativeSelect, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { formatMoney } from "@studio/i18n";
import { issueGiftCardInput } from "@studio/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { GrowingTextarea } from "../../../components/GrowingTextarea";
import { useRules } from "../../../lib/rules";
import { toast } from "../../../lib/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { useOneAttempt } from "../../../lib/use-one-attempt";

interface Values {
  amount: string;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
  language: "en" | "es";
  message: string;
}

const toInput = (values: Values, requestKey: string) => ({
  ...values,
  amount: /^\d+$/.test(values.amount) ? Number(values.amount) : values.amount,
  message: values.message || null,
  requestKey,
});

/** A gift card she sells at the desk for cash: paid there and then, e-mailed to the recipient at once. */
export function DeskGiftCardForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  // Checked as it will be sent, with a stand-in key (the attempt's own is made when it is sent).
  const checkInput = useRules(issueGiftCardInput);
  const form = useForm<Values>({
    initialValues: {
      amount: "100",
      buyerName: "",
      buyerEmail: "",
      recipientName: "",
      recipientEmail: "",
      language: "en",
      message: "",
    },
    validate: (values) => checkInput(toInput(values, "00000000-0000-4000-8000-000000000000")),
  });
  const issue = useMutation(trpc.admin.giftCards.issue.mutationOptions());
  const onSubmit = useOneAttempt(form, async (values, requestKey) => {
    try {
      const card = await issue.mutateAsync(toInput(values, requestKey) as Parameters<typeof issue.mutateAsync>[0]);
      toast(
        "Gift card sold",
        `${card.code} (${formatMoney(card.amount)}) is on its way to ${card.recipientEmail}.`,
        "success",
      );
      void queryClient.invalidateQueries({ queryKey: trpc.admin.giftCards.list.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.admin.audit.pathKey() });
      onDone();
      return true;
    } catch (error) {
      toast("Error", errorMessage(error, "Failed to sell the gift card"), "error");
      return false;
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sell a gift card">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Paid in cash at the desk: the card is active at once, e-mailed to the recipient with its code, and the receipt
          to the buyer.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Amount ($)"
            description="Whole dollars, 25 to 1,000"
            inputMode="numeric"
            withAsterisk
            {...form.getInputProps("amount")}
          />
          <NativeSelect
            label="E-mails in"
            description="The language they read"
            data={[
              { value: "en", label: "English" },
              { value: "es", label: "Spanish" },
            ]}
            {...form.getInputProps("language")}
          />
          <TextInput label="Buyer's name" withAsterisk {...form.getInputProps("buyerName")} />
          <TextInput label="Buyer's e-mail" type="email" withAsterisk {...form.getInputProps("buyerEmail")} />
          <TextInput label="Recipient's name" withAsterisk {...form.getInputProps("recipientName")} />
          <TextInput label="Recipient's e-mail" type="email" withAsterisk {...form.getInputProps("recipientEmail")} />
        </SimpleGrid>
        <GrowingTextarea label="Note for the recipient" minRows={2} maxRows={8} {...form.getInputProps("message")} />
        <Button type="submit" loading={issue.isPending}>
          Record cash sale and e-mail the card
        </Button>
      </Stack>
    </form>
  );
}
