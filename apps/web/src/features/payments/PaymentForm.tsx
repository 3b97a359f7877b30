import { Center, Loader } from "@mantine/core";
import { type ComponentProps, lazy, Suspense } from "react";

// The card form's code, and Stripe.js with it, load only when a card is actually asked for: never on the booking
// form, never in mock mode (where checkout goes straight on to the confirmation).
const StripePaymentForm = lazy(() =>
  import("./StripePaymentForm").then((module) => ({ default: module.StripePaymentForm })),
);

type Props = ComponentProps<typeof StripePaymentForm> & {
  /** The loader's accessible name, in the page's language. */
  loadingLabel?: string;
};

export function PaymentForm({ loadingLabel = "Loading the card form", ...props }: Props) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label={loadingLabel} />
        </Center>
      }
    >
      <StripePaymentForm {...props} />
    </Suspense>
  );
}
