import { Alert, Card, Group, SegmentedControl, SimpleGrid, Table, Text, Title } from "@mantine/core";
import { formatMoney } from "@studio/i18n";
import type { RevenuePeriod } from "@studio/validators";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { QueryState } from "../../../components/QueryState";
import { errorMessage, type RouterOutputs } from "../../../lib/trpc";
import { AfterPaintBarChart } from "./AfterPaintBarChart";
import { revenueQuery } from "./booking-queries";
import classes from "./RevenueCard.module.css";

type Report = RouterOutputs["admin"]["bookings"]["revenue"];

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Nov 23" for a week (its Monday), "Nov 2026" for a month. */
function periodLabel(by: RevenuePeriod, start: string): string {
  const [year, month = 1, day] = start.split("-").map(Number);
  const name = MONTHS[month - 1] ?? "";
  return by === "week" ? `${name} ${day}` : `${name} ${year}`;
}

/**
 * Her money two ways, each named for what it counts: SPEC's revenue (package price over the bookings paid now, the
 * figure the overview has always shown) and what she actually collected (what clients paid after discounts, less
 * refunds, each counted in the week or month it moved: a payment when its money arrived, a refund when it went back), for the last twelve weeks or months.
 */
export function RevenueCard() {
  const [by, setBy] = useState<RevenuePeriod>("week");
  const revenue = useQuery(revenueQuery(by));
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="money-title">
      <Group justify="space-between" align="flex-start" gap="sm" mb="xs">
        <Title order={3} fz="lg" id="money-title">
          Revenue and money collected
        </Title>
        <SegmentedControl
          aria-label="Show money by"
          size="xs"
          value={by}
          onChange={(value) => setBy(value as RevenuePeriod)}
          data={[
            { value: "week", label: "By week" },
            { value: "month", label: "By month" },
          ]}
        />
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        <strong>Revenue</strong> is the package price of the bookings paid now. <strong>Collected</strong> is the money
        that moved in each {by}: what clients paid (after discounts), counted when the money arrived, less the refunds
        that went back to them that {by}.
      </Text>
      <QueryState
        query={revenue}
        label="Loading revenue"
        error={(error) => <Alert color="red">{errorMessage(error, "Failed to fetch bookings")}</Alert>}
      >
        {(report) => <Figures report={report} />}
      </QueryState>
    </Card>
  );
}

function Figures({ report }: { report: Report }) {
  const span = `last 12 ${report.by}s`;
  // Newest first, and only the periods where money moved: twelve rows of zeros would hide the few that count.
  const active = [...report.periods]
    .reverse()
    .filter((period) => period.paid !== "0.00" || period.revenue !== "0.00" || period.refunded !== "0.00");
  const chart = report.periods.map((period) => ({
    period: periodLabel(report.by, period.start),
    revenue: Number(period.revenue),
    collected: Number(period.collected),
  }));
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="md">
        <Figure label={`Revenue, ${span}`} value={report.totals.revenue} testId="money-revenue" />
        <Figure label={`Paid, ${span}`} value={report.totals.paid} testId="money-paid" />
        <Figure label={`Refunded, ${span}`} value={report.totals.refunded} testId="money-refunded" />
        <Figure label={`Collected, ${span}`} value={report.totals.collected} testId="money-collected" />
      </SimpleGrid>
      <AfterPaintBarChart
        h={220}
        data={chart}
        dataKey="period"
        withLegend
        valueFormatter={(value) => formatMoney(value)}
        // In the legend's own order (it sorts by name), so legend and bars read alike.
        series={[
          { name: "collected", color: "gold.7", label: "Collected (after discounts and refunds)" },
          { name: "revenue", color: "plum.7", label: "Revenue (package price, paid)" },
        ]}
      />
      <details className={classes.details}>
        <summary>Figures by {report.by}</summary>
        {active.length === 0 ? (
          <Text size="sm" c="dimmed">
            No money moved in these {report.by}s.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={440}>
            <Table striped fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th className={classes.period}>{report.by === "week" ? "Week of" : "Month"}</Table.Th>
                  <Table.Th ta="right">Revenue</Table.Th>
                  <Table.Th ta="right">Paid</Table.Th>
                  <Table.Th ta="right">Refunded</Table.Th>
                  <Table.Th ta="right">Collected</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {active.map((period) => (
                  <Table.Tr key={period.start}>
                    <Table.Td className={classes.period}>{periodLabel(report.by, period.start)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(period.revenue)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(period.paid)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(period.refunded)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(period.collected)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {active.length > 0 && active.length < report.periods.length && (
          <Text size="xs" c="dimmed">
            {report.by === "week" ? "Weeks" : "Months"} where no money moved are left out.
          </Text>
        )}
      </details>
    </>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="lg" fw={700} ff="heading" data-testid={testId}>
        {formatMoney(value)}
      </Text>
    </div>
  );
}
