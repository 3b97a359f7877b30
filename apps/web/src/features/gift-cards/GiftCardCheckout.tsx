import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { formatMoney } from "@studio/i18n";
import { pathIn } from "@studio/i18n/paths";
import type { BuyGiftCardOutput } from "@studio/validators";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/use-t";
import { toast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { PaymentForm } from "../payments/PaymentForm";

type Receipt = BuyGiftCardOutput["giftCard"];

/** The tab's card while its bank has her (a card that asks for a check leaves the page and comes back). */
const RECEIPT_KEY = "giftCardReceipt";

/** Stripe's Payment Element for the card's amount, as the booking checkout takes a card; confirmed by the server. */
export function GiftCardCheckout({
  bought,
  onPaid,
  onBack,
}: {
  bought: BuyGiftCardOutput;
  onPaid: (receipt: Receipt) => void;
  onBack: () => void;
}) {
  const { t, language } = useT();
  const { giftCard, payment } = bought;
  const confirm = useMutation(trpc.giftCards.confirm.mutationOptions());
  const amount = formatMoney(giftCard.amount, language);
  // It takes the place of the form, whose Pay button may have been far down a phone's page: she is shown it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  useEffect(() => sessionStorage.setItem(RECEIPT_KEY, JSON.stringify(giftCard)), [giftCard]);

  if (!payment.clientSecret || !payment.publishableKey) {
    return <Text c="red">{t("gifts.failed.body")}</Text>;
  }
  const back = `${pathIn(language, "/gift-cards")}?${new URLSearchParams({ paid: String(giftCard.id), token: giftCard.token })}`;

  return (
    <Stack gap="lg">
      <Title order={2} fz="xl" ref={heading} tabIndex={-1} style={{ scrollMarginTop: 96 }}>
        {t("gifts.pay.title")}
      </Title>
      <Paper radius="lg" p="lg" withBorder>
        <Group justify="space-between" wrap="nowrap">
          <Text c="dimmed">{t("gifts.pay.summary", { name: giftCard.recipientName })}</Text>
        </Group>
        <Group justify="space-between" mt="xs">
          <Text c="dimmed">{t("gifts.pay.total")}</Text>
          <Text fw={700} fz="xl">
            {amount}
          </Text>
        </Group>
      </Paper>
      <PaymentForm
        publishableKey={payment.publishableKey}
        clientSecret={payment.clientSecret}
        submitLabel={t("gifts.pay.submit", { amount })}
        busyLabel={t("gifts.pay.busy")}
        loadingLabel={t("gifts.pay.loading")}
        failedMessage={t("gifts.pay.failed")}
        returnUrl={`${window.location.origin}${back}`}
        onPaid={() =>
          confirm.mutate(
            { id: giftCard.id, token: giftCard.token },
            {
              // Stripe took the card: the webhook activates it even if this confirmation is lost.
              onSettled: () => {
                sessionStorage.removeItem(RECEIPT_KEY);
                onPaid({ ...giftCard, status: "active" });
              },
            },
          )
        }
        onError={(message) => toast(t("gifts.pay.failedTitle"), message, "error")}
      />
      <Button variant="subtle" w="fit-content" onClick={onBack}>
        {t("gifts.pay.back")}
      </Button>
    </Stack>
  );
}

/**
 * Back from her bank's check (Stripe's return address names the card and its token): the server asks Stripe, and
 * the page thanks her. True while it is asking.
 */
export function useReturnFromBank(onPaid: (receipt: Receipt) => void) {
  const [asking, setAsking] = useState(false);
  const confirm = useMutation(trpc.giftCards.confirm.mutationOptions());
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the page opens
  useEffect(() => {
    const search = new URLSearchParams(window.location.search);
    const id = Number(search.get("paid"));
    const token = search.get("token");
    const stored = sessionStorage.getItem(RECEIPT_KEY);
    if (!id || !token || !stored) return;
    setAsking(true);
    confirm.mutate(
      { id, token },
      {
        onSuccess: () => {
          sessionStorage.removeItem(RECEIPT_KEY);
          onPaid(JSON.parse(stored) as Receipt);
        },
        onSettled: () => setAsking(false),
      },
    );
  }, []);
  return asking;
}
