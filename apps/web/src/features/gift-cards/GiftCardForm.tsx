import { Button, Paper, Stack, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { formatMoney } from "@studio/i18n";
import type { BuyGiftCardOutput } from "@studio/validators";
import { GIFT_CARD_AMOUNTS, GIFT_CARD_MAX, GIFT_CARD_MESSAGE_MAX, GIFT_CARD_MIN } from "@studio/validators/kinds";
import { useMutation } from "@tanstack/react-query";
import { GrowingTextarea } from "../../components/GrowingTextarea";
import { useT } from "../../i18n/use-t";
import { loadFormSchemas } from "../../lib/load-form-schemas";
import { toast } from "../../lib/toast";
import { errorMessage, trpc } from "../../lib/trpc";
import { useOneAttempt } from "../../lib/use-one-attempt";
import classes from "./GiftCards.module.css";

export interface GiftCardValues {
  /** Whole dollars as typed (or tapped); the shared schema reads the text. */
  amount: string;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
}

/** The amount, who gives it and who receives it, and a note: one card per attempt, however often Pay is tapped. */
export function GiftCardForm({
  form,
  onBought,
}: {
  form: UseFormReturnType<GiftCardValues>;
  onBought: (answer: BuyGiftCardOutput) => void;
}) {
  const { t, language } = useT();
  const buy = useMutation(trpc.giftCards.buy.mutationOptions());
  const amount = form.values.amount;
  const whole = /^\d{1,4}$/.test(amount);

  const onSubmit = useOneAttempt(form, async (values, requestKey) => {
    try {
      const answer = await buy.mutateAsync({
        amount: Number(values.amount),
        buyerName: values.buyerName,
        buyerEmail: values.buyerEmail,
        recipientName: values.recipientName,
        recipientEmail: values.recipientEmail,
        message: values.message || null,
        requestKey,
      });
      onBought(answer);
      return true;
    } catch (error) {
      toast(t("gifts.failed.title"), errorMessage(error, t("gifts.failed.body")), "error");
      return false;
    }
  });

  return (
    <Paper
      component="form"
      onSubmit={onSubmit}
      onFocus={loadFormSchemas}
      noValidate
      radius="lg"
      p={{ base: "lg", sm: 40 }}
      withBorder
      aria-label={t("gifts.form.label")}
    >
      <Stack gap="lg">
        <fieldset>
          <legend className={classes.legend}>{t("gifts.form.amount")}</legend>
          <div className={classes.amounts}>
            {GIFT_CARD_AMOUNTS.map((option) => (
              <Button
                key={option}
                variant={amount === String(option) ? "filled" : "default"}
                aria-pressed={amount === String(option)}
                onClick={() => form.setFieldValue("amount", String(option))}
                px={0}
              >
                {formatMoney(option, language)}
              </Button>
            ))}
          </div>
          <TextInput
            mt="sm"
            label={t("gifts.form.otherAmount")}
            description={t("gifts.form.otherAmountHint", {
              min: formatMoney(GIFT_CARD_MIN, language),
              max: formatMoney(GIFT_CARD_MAX, language),
            })}
            inputMode="numeric"
            leftSection="$"
            autoComplete="off"
            {...form.getInputProps("amount")}
          />
        </fieldset>

        <fieldset>
          <legend className={classes.legend}>{t("gifts.form.from")}</legend>
          <div className="form-pairs">
            <TextInput label={t("gifts.form.buyerName")} autoComplete="name" {...form.getInputProps("buyerName")} />
            <TextInput
              label={t("gifts.form.buyerEmail")}
              type="email"
              autoComplete="email"
              {...form.getInputProps("buyerEmail")}
            />
          </div>
        </fieldset>

        <fieldset>
          <legend className={classes.legend}>{t("gifts.form.to")}</legend>
          <div className="form-pairs">
            <TextInput
              label={t("gifts.form.recipientName")}
              autoComplete="off"
              {...form.getInputProps("recipientName")}
            />
            <TextInput
              label={t("gifts.form.recipientEmail")}
              type="email"
              autoComplete="off"
              {...form.getInputProps("recipientEmail")}
            />
          </div>
        </fieldset>

        <GrowingTextarea
          label={t("gifts.form.message")}
          description={t("gifts.form.messageHint", {
            left: Math.max(0, GIFT_CARD_MESSAGE_MAX - form.values.message.length),
          })}
          minRows={3}
          maxRows={10}
          maxLength={GIFT_CARD_MESSAGE_MAX}
          {...form.getInputProps("message")}
        />

        <Button type="submit" size="lg" loading={buy.isPending}>
          {whole ? t("gifts.form.submit", { amount: formatMoney(amount, language) }) : t("gifts.form.chooseAmount")}
        </Button>
      </Stack>
    </Paper>
  );
}
