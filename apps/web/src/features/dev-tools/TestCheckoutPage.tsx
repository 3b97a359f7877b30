import { Alert, Button, Center, Container, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { QueryState } from "../../components/QueryState";
import { toast } from "../../lib/toast";
import { errorMessage, trpc } from "../../lib/trpc";
import { PaymentForm } from "../payments/PaymentForm";

const TEST_AMOUNT_CENTS = 100;
const yellow = { variables: { colorPrimary: "#e6b800" } };

/** Developer page: a $1.00 test PaymentIntent and a card form with a yellow primary colour. */
export function TestCheckoutPage() {
  const intent = useMutation(trpc.devTools.testPaymentIntent.mutationOptions());
  const [mockBusy, setMockBusy] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: request one test intent when the page opens
  useEffect(() => {
    intent.mutate({ amount: TEST_AMOUNT_CENTS });
  }, []);

  const succeeded = () => toast("Payment Test Successful", "The payment form is working correctly!", "success");
  const failed = (message: string) => toast("Payment Test Failed", message, "error");

  return (
    <Container size="sm" className="section">
      <Paper radius="lg" p="xl" withBorder>
        <Stack gap="md">
          <Title order={1} fz={28}>
            Test Checkout
          </Title>
          <Text c="dimmed">A test payment of $1.00. No real charge is made with test keys.</Text>
          <QueryState
            query={{
              isPending: intent.isPending || intent.isIdle,
              isError: intent.isError,
              error: intent.error,
              data: intent.data,
            }}
            loader={
              <Center py="xl">
                <Loader color="yellow" aria-label="Preparing the test payment" />
              </Center>
            }
            error={(error) => <Alert color="red">{errorMessage(error, "Failed to initialize test payment")}</Alert>}
          >
            {(payment) =>
              payment.isMockPayment || !payment.publishableKey ? (
                <Stack gap="sm">
                  <Alert color="yellow">Stripe is not configured here, so payments run in mock mode.</Alert>
                  <Button
                    color="yellow.6"
                    c="#2b1d24"
                    loading={mockBusy}
                    onClick={() => {
                      setMockBusy(true);
                      window.setTimeout(() => {
                        setMockBusy(false);
                        succeeded();
                      }, 400);
                    }}
                  >
                    {mockBusy ? "Processing..." : "Test Payment"}
                  </Button>
                </Stack>
              ) : (
                <PaymentForm
                  publishableKey={payment.publishableKey}
                  clientSecret={payment.clientSecret}
                  submitLabel="Test Payment"
                  busyLabel="Processing..."
                  returnUrl={window.location.origin}
                  appearance={yellow}
                  onPaid={succeeded}
                  onError={failed}
                />
              )
            }
          </QueryState>
        </Stack>
      </Paper>
    </Container>
  );
}
