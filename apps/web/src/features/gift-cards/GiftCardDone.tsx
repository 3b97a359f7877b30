import { Button, Paper, Text, Title } from "@mantine/core";
import { formatMoney } from "@studio/i18n";
import type { BuyGiftCardOutput } from "@studio/validators";
import { useEffect, useRef } from "react";
import { useT } from "../../i18n/use-t";

/** Paid: the card is on its way to her, with a receipt to the buyer. */
export function GiftCardDone({ giftCard, onAgain }: { giftCard: BuyGiftCardOutput["giftCard"]; onAgain: () => void }) {
  const { t, language } = useT();
  // It takes the place of the form, whose Pay button may have been far down a phone's page: she is shown it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper radius="lg" p={{ base: "lg", sm: 40 }} withBorder role="status" data-testid="gift-card-done">
      <Title order={2} fz="xl" ref={heading} tabIndex={-1} style={{ scrollMarginTop: 96 }}>
        {t("gifts.done.title")}
      </Title>
      <Text mt="sm">
        {t("gifts.done.body", {
          name: giftCard.recipientName,
          email: giftCard.recipientEmail,
          amount: formatMoney(giftCard.amount, language),
        })}
      </Text>
      <Button mt="lg" variant="light" onClick={onAgain}>
        {t("gifts.done.again")}
      </Button>
    </Paper>
  );
}
