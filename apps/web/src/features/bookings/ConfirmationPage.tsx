import { Alert, Badge, Button, Container, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { type PackageType, packageCategory } from "@studio/validators/package-kinds";
import { studio } from "@studio/validators/studio";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { SiteLink } from "../../components/layout/SiteLink";
import { QueryState, StandardLoader } from "../../components/QueryState";
import { useT } from "../../i18n/use-t";
import { clearDraft, useStoredBooking } from "../../lib/booking-session";
import { usePageMeta } from "../../lib/page-meta";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { categoryTitle } from "../catalogue/catalog";
import { type TabBooking, TabBookingGate } from "./TabBookingGate";

export function ConfirmationPage() {
  usePageMeta("Booking Confirmed", "Your personal-training booking with Carmen Reyes is confirmed.");
  const loading = <StandardLoader label="Loading your booking" place="section" />;
  return (
    <TabBookingGate stored={useStoredBooking()} loading={loading}>
      {(booking) => <TabConfirmation booking={booking} loading={loading} />}
    </TabBookingGate>
  );
}

function TabConfirmation({ booking: { id, token }, loading }: { booking: TabBooking; loading: ReactNode }) {
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
          <Alert color="red">We could not load your booking. Please refresh the page or contact {studio.email}.</Alert>
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
            <Title order={1}>Booking Confirmed</Title>
            <Group gap="xs" mt="sm">
              {paid ? (
                <Badge color="#1e6b34" size="lg" radius="sm">
                  Confirmed &amp; Paid
                </Badge>
              ) : (
                <Badge color="gold.8" size="lg" radius="sm" leftSection={<Loader size={12} color="white" />}>
                  Payment processing
                </Badge>
              )}
            </Group>
          </div>

          <Stack gap={6}>
            <Row label="Booking ID" value={`#${data.id}`} />
            <Row label="Client" value={data.clientName} />
            <Row label="Package" value={data.package.name} />
            <Row label="Sessions" value={String(data.package.sessionCount)} />
            <Row label="Type" value={categoryTitle(t, data.package.type)} />
          </Stack>

          <Text>
            {kind === "workout_of_day" || kind === "online"
              ? "Your program is ready: open the workout portal and verify your e-mail to start."
              : single
                ? `${studio.trainer} will contact you within 24 hours to schedule your session.`
                : "Your sessions are scheduled individually, each 1-2 weeks in advance, with reminder e-mails 24 hours before."}
          </Text>
          <Text c="dimmed" size="sm">
            A confirmation e-mail is on its way and should arrive within 10 minutes. Questions? Write to{" "}
            <a href={`mailto:${studio.email}`}>{studio.email}</a>.
          </Text>

          <Group>
            {schedulesSessions && paid && (
              <Button component={SiteLink} href="/my-bookings">
                {single ? "Schedule your session" : "Schedule your sessions"}
              </Button>
            )}
            <Button
              component={SiteLink}
              href="/workout-access"
              variant={schedulesSessions && paid ? "outline" : "filled"}
            >
              Access Workout Portal
            </Button>
            <Button component={SiteLink} href="/" variant="outline">
              Back to Home
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
