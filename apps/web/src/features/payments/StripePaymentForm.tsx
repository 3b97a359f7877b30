import { Button, Stack } from "@mantine/core";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
// The pure entry adds Stripe.js to the page when loadStripe is called, not as soon as this module is imported.
import type { Appearance, Stripe, StripeElementLocale } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { type FormEvent, useMemo, useState } from "react";
import { useT } from "../../i18n/use-t";

interface Props {
  publishableKey: string;
  clientSecret: string;
  submitLabel: string;
  busyLabel: string;
  returnUrl: string;
  appearance?: Appearance;
  /** Shown when the card is refused without a reason of Stripe's own, in the page's language. */
  failedMessage?: string;
  onPaid: () => void;
  onError: (message: string) => void;
}

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  let promise = stripes.get(key);
  if (!promise) {
    promise = loadStripe(key);
    stripes.set(key, promise);
  }
  return promise;
};

/** Stripe's Payment Element and its confirm button; loaded only on the payment pages. */
export function StripePaymentForm(props: Props) {
  const stripe = useMemo(() => stripeFor(props.publishableKey), [props.publishableKey]);
  // Stripe writes the card fields and its own error messages in the page's language (Latin American Spanish).
  const { language } = useT();
  const locale: StripeElementLocale = language === "es" ? "es-419" : "en";
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.clientSecret, appearance: props.appearance, locale }}>
      <ConfirmForm {...props} />
    </Elements>
  );
}

function ConfirmForm({
  submitLabel,
  busyLabel,
  returnUrl,
  failedMessage = "Your payment could not be completed.",
  onPaid,
  onError,
}: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
      redirect: "if_required",
    });
    setBusy(false);
    if (error) onError(error.message ?? failedMessage);
    else onPaid();
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="lg">
        <PaymentElement />
        <Button type="submit" size="lg" disabled={!stripe || busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
