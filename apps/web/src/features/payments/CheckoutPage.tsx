import { Button, Card, Center, Container, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { formatMoney } from "@studio/i18n";
import { pathIn } from "@studio/i18n/paths";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import { SiteLink } from "../../components/layout/SiteLink";
import { QueryState } from "../../components/QueryState";
import { useT } from "../../i18n/use-t";
import { useStoredBooking } from "../../lib/booking-session";
import { toast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { type TabBooking, TabBookingGate } from "../bookings/TabBookingGate";
import { PaymentForm } from "./PaymentForm";

const FALLBACK_TOTAL = "75.00";

/** SPEC's payment page: the booking comes from session storage, the amount to charge from the server. */
export function CheckoutPage() {
  return (
    <TabBookingGate
      stored={useStoredBooking()}
      loading={
        <CheckoutFrame>
          <SettingUp />
        </CheckoutFrame>
      }
    >
      {(booking) => <TabCheckout booking={booking} />}
    </TabBookingGate>
  );
}

function SettingUp() {
  const { t } = useT();
  return (
    <Center py={64}>
      <Stack align="center" gap="sm">
        <Loader aria-label={t("checkout.settingUp")} />
        <Text c="dimmed">{t("checkout.settingUp")}</Text>
      </Stack>
    </Center>
  );
}

function CheckoutFrame({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <Container size="sm" className="section">
      <Title order={1} mb="xl">
        {t("checkout.title")}
      </Title>
      {children}
    </Container>
  );
}

function TabCheckout({ booking }: { booking: TabBooking }) {
  const { t, language } = useT();
  const navigate = useNavigate();
  const { id: bookingId, token } = booking;
  const intent = useMutation(trpc.bookings.createPaymentIntent.mutationOptions());
  const reportPaid = useMutation(trpc.bookings.paymentSuccess.mutationOptions());

  // biome-ignore lint/correctness/useExhaustiveDependencies: set up the payment once, when the page opens
  useEffect(() => {
    intent.mutate(
      { bookingId, token },
      {
        onSuccess: (result) => {
          if (result.isMockPayment) void navigate({ to: "/booking-confirmation", replace: true });
        },
      },
    );
  }, []);

  const onPaid = () => {
    reportPaid.mutate(
      { id: bookingId, token, status: "paid" },
      { onError: (error) => console.error("payment-success", error) },
    );
    void navigate({ to: "/booking-confirmation" });
  };

  return (
    <CheckoutFrame>
      <QueryState
        query={{
          // A mock payment goes straight on to the confirmation: the loader stays until it has.
          isPending: intent.isPending || intent.isIdle || !!intent.data?.isMockPayment,
          isError: intent.isError,
          error: intent.error,
          // Without a publishable key there is no card form to show: a setup error like a failed call.
          data: intent.data?.publishableKey
            ? { ...intent.data, publishableKey: intent.data.publishableKey }
            : undefined,
        }}
        loader={<SettingUp />}
        error={() => (
          <Card radius="lg" padding="xl" withBorder>
            <Title order={2} fz="xl">
              {t("checkout.setupError.title")}
            </Title>
            <Text c="dimmed" mt="xs" mb="lg">
              {t("checkout.setupError.body")}
            </Text>
            <Button
              component={SiteLink}
              href={booking.packageId ? `/booking/${booking.packageId}` : "/booking"}
              w="fit-content"
            >
              {t("checkout.setupError.back")}
            </Button>
          </Card>
        )}
      >
        {(payment) => (
          <Stack gap="lg">
            <Paper radius="lg" p="lg" withBorder>
              <Group justify="space-between">
                <Text c="dimmed">{t("checkout.summary.client")}</Text>
                <Text fw={600}>{booking.clientName}</Text>
              </Group>
              <Group justify="space-between" mt="xs">
                <Text c="dimmed">{t(payment.membership ? "checkout.summary.monthly" : "checkout.summary.total")}</Text>
                <Text fw={700} fz="xl">
                  {formatMoney(booking.finalAmount ?? FALLBACK_TOTAL, language)}
                </Text>
              </Group>
              {payment.membership && (
                <Text size="sm" c="dimmed" mt="xs">
                  {t("checkout.summary.renews")}
                </Text>
              )}
            </Paper>
            <PaymentForm
              publishableKey={payment.publishableKey}
              clientSecret={payment.clientSecret}
              submitLabel={t(payment.membership ? "checkout.form.startMembership" : "checkout.form.submit")}
              busyLabel={t("checkout.form.busy")}
              loadingLabel={t("checkout.form.loading")}
              failedMessage={t("checkout.failed.fallback")}
              // Where Stripe sends her back after a bank's check: the confirmation in the page's language.
              returnUrl={`${window.location.origin}${pathIn(language, "/booking-confirmation")}`}
              onPaid={onPaid}
              onError={(message) => toast(t("checkout.failed.title"), message, "error")}
            />
          </Stack>
        )}
      </QueryState>
    </CheckoutFrame>
  );
}
