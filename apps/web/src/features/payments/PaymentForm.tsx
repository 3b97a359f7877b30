import { Center, Loader } from "@mantine/core";
import { type ComponentProps, lazy, Suspense } from "react";

// The card form's code, and Stripe.js with it, load only when a card is actually asked for: never on the booking
// form, never in mock mode (where checkout goes straight on to the confirmation).
const StripePaymentForm = lazy(() =>
  import("./StripePaymentForm").then((module) => ({ default: module.StripePaymentForm })),
);

export function PaymentForm(props: ComponentProps<typeof StripePaymentForm>) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label="Loading the card form" />
        </Center>
      }
    >
      <StripePaymentForm {...props} />
    </Suspense>
  );
}
