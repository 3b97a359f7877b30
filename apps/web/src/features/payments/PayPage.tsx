import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { formatMoney } from "@studio/i18n";
import { firstName } from "@studio/validators/studio";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { SiteLink } from "../../components/layout/SiteLink";
import { QueryState, StandardLoader } from "../../components/QueryState";
import { useT } from "../../i18n/use-t";
import { saveBooking } from "../../lib/booking-session";
import { formatStudioDateTime } from "../../lib/format";
import { payLinkQuery } from "./queries";

/**
 * The page a payment link opens (a sale the trainer made at the desk): what she is paying for, and the site's own
 * checkout for it. The link's token is the booking's, as the browser that books online holds it.
 */
export function PayPage({ booking, token }: { booking: number | undefined; token: string | undefined }) {
  const { t } = useT();
  if (!booking || !token) return <LinkNotValid />;
  return (
    <PayFor id={booking} token={token} loading={<StandardLoader label={t("checkout.settingUp")} place="section" />} />
  );
}

function PayFor({ id, token, loading }: { id: number; token: string; loading: ReactNode }) {
  const { t, language } = useT();
  const navigate = useNavigate();
  const purchase = useQuery(payLinkQuery(id, token));
  return (
    <QueryState query={purchase} loader={loading} error={<LinkNotValid />}>
      {(booking) => {
        if (booking.paymentStatus === "paid")
          return <Ended title="checkout.pay.paid.title" body="checkout.pay.paid.body" />;
        if (booking.status === "cancelled")
          return <Ended title="checkout.pay.expired.title" body="checkout.pay.expired.body" />;
        const amount = formatMoney(booking.amount, language);
        const pay = () => {
          saveBooking({
            clientName: booking.clientName,
            bookingId: String(booking.id),
            packageId: String(booking.package.id),
            bookingToken: token,
            finalAmount: booking.amount,
          });
          void navigate({ to: "/checkout" });
        };
        return (
          <Frame>
            <Text>{t("checkout.pay.body", { name: firstName(booking.clientName) })}</Text>
            <Paper withBorder radius="md" p="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text size="sm" c="dimmed">
                    {t("checkout.pay.package")}
                  </Text>
                  <Text fw={600}>{booking.package.name}</Text>
                  <Text size="sm">
                    {booking.package.unlimited
                      ? t("checkout.pay.unlimited")
                      : t("checkout.pay.sessions", { count: booking.package.sessionCount })}
                  </Text>
                </div>
                <Text fw={700} fz="xl">
                  {amount}
                </Text>
              </Group>
            </Paper>
            {booking.payBy && (
              <Text size="sm" c="dimmed">
                {t("checkout.pay.until", { date: formatStudioDateTime(new Date(booking.payBy), language) })}
              </Text>
            )}
            <Button size="lg" onClick={pay}>
              {t("checkout.pay.button", { amount })}
            </Button>
          </Frame>
        );
      }}
    </QueryState>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <Container size="xs" className="section">
      <Stack gap="md">
        <Title order={1}>{t("checkout.pay.title")}</Title>
        {children}
      </Stack>
    </Container>
  );
}

function Ended({
  title,
  body,
}: {
  title: "checkout.pay.paid.title" | "checkout.pay.expired.title";
  body: "checkout.pay.paid.body" | "checkout.pay.expired.body";
}) {
  const { t } = useT();
  return (
    <Frame>
      <Alert color={title === "checkout.pay.paid.title" ? "green" : "gold"} title={t(title)}>
        {t(body)}
      </Alert>
      <Button component={SiteLink} href="/my-bookings" variant="light">
        {t("common.nav.mySessions")}
      </Button>
    </Frame>
  );
}

function LinkNotValid() {
  const { t } = useT();
  return (
    <Frame>
      <Alert color="red" title={t("checkout.pay.invalid.title")}>
        {t("checkout.pay.invalid.body")}
      </Alert>
      <Button component={SiteLink} href="/booking" variant="light">
        {t("booking.noBooking.book")}
      </Button>
    </Frame>
  );
}
