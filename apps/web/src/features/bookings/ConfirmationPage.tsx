import { Alert, Badge, Button, Container, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { type PackageType, packageCategory } from "@studio/validators/kinds";
import { studio } from "@studio/validators/studio";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { SiteLink } from "../../components/layout/SiteLink";
import { QueryState, StandardLoader } from "../../components/QueryState";
import { RichText, useT } from "../../i18n/use-t";
import { clearDraft, useStoredBooking } from "../../lib/booking-session";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { categoryTitle } from "../catalogue/catalog";
import { type TabBooking, TabBookingGate } from "./TabBookingGate";

export function ConfirmationPage() {
  const { t } = useT();
  const loading = <StandardLoader label={t("booking.confirmation.loading")} place="section" />;
  return (
    <TabBookingGate stored={useStoredBooking()} loading={loading}>
      {(booking) => <TabConfirmation booking={booking} loading={loading} />}
    </TabBookingGate>
  );
}

function TabConfirmation({ booking: { id, token }, loading }: { booking: TabBooking; loading: ReactNode }) {
  const { t } = useT();
  const booking = useQuery(
    trpc.bookings.confirmation.queryOptions(
      { id, token },
      {
        staleTime: 0,
        // Until the payment lands (the webhook may take a moment), look again every two seconds.
        refetchInterval: (query) => (query.state.data?.paymentStatus === "paid" ? false : 2000),
      },
    ),
  );
  return (
    <QueryState
      query={booking}
      loader={loading}
      error={
        <Container size="sm" className="section">
          <Alert color="red">{t("booking.confirmation.loadError", { email: studio.email })}</Alert>
        </Container>
      }
    >
      {(data) => <Confirmed data={data} />}
    </QueryState>
  );
}

function Confirmed({ data }: { data: RouterOutputs["bookings"]["confirmation"] }) {
  const { t } = useT();
  const paid = data.paymentStatus === "paid";
  const kind = packageCategory(data.package.type as PackageType);
  const single = data.package.sessionCount === 1;
  // Her sessions are hers to schedule, in My Sessions: one tap from here (the phone menu leaves it out).
  const schedulesSessions = kind === "gym" || kind === "home";
  // Booked and paid: the form need not offer what she typed again.
  useEffect(() => {
    if (paid) clearDraft();
  }, [paid]);

  return (
    <Container size="sm" className="section">
      <Paper radius="lg" p={{ base: "lg", sm: 40 }} withBorder>
        <Stack gap="lg">
          <div>
            <Title order={1}>{t("booking.confirmation.title")}</Title>
            <Group gap="xs" mt="sm">
              {paid ? (
                <Badge color="#1e6b34" size="lg" radius="sm">
                  {t("booking.confirmation.paid")}
                </Badge>
              ) : (
                <Badge color="gold.8" size="lg" radius="sm" leftSection={<Loader size={12} color="white" />}>
                  {t("booking.confirmation.processing")}
                </Badge>
              )}
            </Group>
          </div>

          <Stack gap={6}>
            <Row label={t("booking.confirmation.id")} value={`#${data.id}`} />
            <Row label={t("booking.confirmation.client")} value={data.clientName} />
            <Row label={t("booking.confirmation.package")} value={data.package.name} />
            <Row
              label={t("booking.confirmation.sessions")}
              value={data.package.unlimited ? t("booking.confirmation.unlimited") : String(data.package.sessionCount)}
            />
            <Row label={t("booking.confirmation.type")} value={categoryTitle(t, data.package.type)} />
          </Stack>

          <Text>
            {kind === "workout_of_day" || kind === "online"
              ? t("booking.confirmation.programReady")
              : single
                ? t("booking.confirmation.single", { trainer: studio.trainer })
                : t("booking.confirmation.pack")}
          </Text>
          <Text c="dimmed" size="sm">
            <RichText
              id="booking.confirmation.emailOnItsWay"
              values={{ email: studio.email }}
              components={{
                // biome-ignore lint/a11y/useAnchorContent: the message fills the link (<0>{email}</0>).
                0: <a href={`mailto:${studio.email}`} />,
              }}
            />
          </Text>
          {schedulesSessions && paid && (
            <Text size="sm">
              <RichText
                id="booking.confirmation.intake"
                components={{ 0: <SiteLink href="/health-questionnaire" /> }}
              />
            </Text>
          )}

          <Group>
            {schedulesSessions && paid && (
              <Button component={SiteLink} href="/my-bookings">
                {t("booking.confirmation.schedule", { count: data.package.sessionCount })}
              </Button>
            )}
            <Button
              component={SiteLink}
              href="/workout-access"
              variant={schedulesSessions && paid ? "outline" : "filled"}
            >
              {t("booking.confirmation.portal")}
            </Button>
            <Button component={SiteLink} href="/" variant="outline">
              {t("booking.confirmation.home")}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="md">
      <Text c="dimmed">{label}</Text>
      <Text fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}
