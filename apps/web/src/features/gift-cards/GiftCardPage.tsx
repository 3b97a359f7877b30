import { Container, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { formatMoney } from "@studio/i18n";
import type { BuyGiftCardOutput } from "@studio/validators";
import { GIFT_CARD_AMOUNTS } from "@studio/validators/kinds";
import { studio } from "@studio/validators/studio";
import { useState } from "react";
import { useT } from "../../i18n/use-t";
import { lazyResolver } from "../../lib/lazy-resolver";
import { GiftCardCheckout, useReturnFromBank } from "./GiftCardCheckout";
import { GiftCardDone } from "./GiftCardDone";
import { GiftCardForm, type GiftCardValues } from "./GiftCardForm";
import classes from "./GiftCards.module.css";

type Receipt = BuyGiftCardOutput["giftCard"];

/** The gift card page: what a card is, a picture of it, and the form, then its payment and its thanks. */
export function GiftCardPage() {
  const { t, i18n, language } = useT();
  // The card bought, waiting for its payment (with Stripe's secret) or paid.
  const [bought, setBought] = useState<BuyGiftCardOutput | null>(null);
  const [paid, setPaid] = useState<Receipt | null>(null);
  const confirming = useReturnFromBank(setPaid);
  const form = useForm<GiftCardValues>({
    mode: "controlled",
    initialValues: {
      amount: String(GIFT_CARD_AMOUNTS[1]),
      buyerName: "",
      buyerEmail: "",
      recipientName: "",
      recipientEmail: "",
      message: "",
    },
    // Checked against the shared schema when sent; the schemas start loading when the form is first focused.
    validate: lazyResolver(i18n, (schemas) => schemas.buyGiftCardInput),
  });
  const amount = /^\d{1,4}$/.test(form.values.amount) ? formatMoney(form.values.amount, language) : "$";

  const step = paid ? (
    <GiftCardDone
      giftCard={paid}
      onAgain={() => {
        form.reset();
        setBought(null);
        setPaid(null);
      }}
    />
  ) : confirming ? (
    <Text c="dimmed">{t("gifts.done.confirming")}</Text>
  ) : bought ? (
    <GiftCardCheckout bought={bought} onPaid={setPaid} onBack={() => setBought(null)} />
  ) : (
    <GiftCardForm
      form={form}
      onBought={(answer) => (answer.giftCard.status === "active" ? setPaid(answer.giftCard) : setBought(answer))}
    />
  );

  return (
    <Container size="lg" className="section">
      <div className={classes.layout}>
        <div>
          <Text className="eyebrow">{t("gifts.eyebrow")}</Text>
          <Title order={1}>{t("gifts.title")}</Title>
          <Text c="dimmed" mt="sm" mb="lg">
            {t("gifts.lead")}
          </Text>
          <div className={classes.card} aria-hidden="true">
            <div className={classes.cardBrand}>{studio.name}</div>
            <div>
              <div className={classes.cardLabel}>{t("gifts.card.label")}</div>
              <div className={classes.cardAmount}>{amount}</div>
            </div>
          </div>
          <Title order={2} fz="lg" mt="xl" mb="xs">
            {t("gifts.steps.label")}
          </Title>
          <ol className={classes.steps}>
            <li>{t("gifts.steps.choose")}</li>
            <li>{t("gifts.steps.email")}</li>
            <li>{t("gifts.steps.book")}</li>
          </ol>
        </div>
        <div>{step}</div>
      </div>
    </Container>
  );
}
