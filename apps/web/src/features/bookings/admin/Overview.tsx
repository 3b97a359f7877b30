import { Alert, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { formatMoney } from "@studio/i18n";
import { REVENUE_WEEKS } from "@studio/validators";
import { usePrefetchQuery, useQuery } from "@tanstack/react-query";
import { QueryState } from "../../../components/QueryState";
import { formatCount } from "../../../lib/count";

import { errorMessage, type RouterOutputs } from "../../../lib/trpc";
import { AfterPaintBarChart } from "./AfterPaintBarChart";
import { BookingRow } from "./BookingRow";
import { bookingOverviewQuery, revenueQuery } from "./booking-queries";
import { RefundsNeedingAttention } from "./RefundsNeedingAttention";
import { RevenueCard } from "./RevenueCard";

export function Overview() {
  const overview = useQuery(bookingOverviewQuery());
  // The money card's first view, asked for beside the figures rather than after them.
  usePrefetchQuery(revenueQuery("week"));
  return (
    <QueryState
      query={overview}
      label="Loading overview"
      error={(error) => <Alert color="red">{errorMessage(error, "Failed to fetch bookings")}</Alert>}
    >
      {(data) => <Figures data={data} />}
    </QueryState>
  );
}

function Figures({ data }: { data: RouterOutputs["admin"]["bookings"]["overview"] }) {
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Stat
          label="Revenue"
          hint="Package price over paid bookings"
          value={formatMoney(data.revenue)}
          testId="revenue"
        />
        <Stat label="Bookings" value={formatCount(data.totalBookings)} testId="total-bookings" />
        <Stat label="Paid bookings" value={formatCount(data.paidBookings)} testId="paid-bookings" />
      </SimpleGrid>
      <RevenueCard />
      <RefundsNeedingAttention />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg">
          <Title order={3} fz="lg" mb="md">
            Revenue by week, last {REVENUE_WEEKS} weeks
          </Title>
          <AfterPaintBarChart
            h={220}
            data={data.revenueByWeek}
            dataKey="week"
            series={[{ name: "revenue", color: "plum.7", label: "Revenue ($)" }]}
          />
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={3} fz="lg" mb="md">
            Bookings by payment status
          </Title>
          <AfterPaintBarChart
            h={220}
            data={data.countsByStatus}
            dataKey="status"
            series={[{ name: "count", color: "gold.7", label: "Bookings" }]}
          />
        </Card>
      </SimpleGrid>
      <div>
        <Title order={3} fz="lg" mb="md">
          Recent bookings
        </Title>
        <Stack gap="sm">
          {data.recent.length ? (
            data.recent.map((booking) => <BookingRow key={booking.id} booking={booking} />)
          ) : (
            <Text c="dimmed">No bookings yet.</Text>
          )}
        </Stack>
      </div>
    </Stack>
  );
}

function Stat({ label, hint, value, testId }: { label: string; hint?: string; value: string; testId: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={30} fw={700} ff="heading" data-testid={testId}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}
