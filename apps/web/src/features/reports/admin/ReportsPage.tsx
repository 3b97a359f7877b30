import {
  Alert,
  Anchor,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { formatMoney } from "@studio/i18n";
import { fromCents, type ReportFile, SALE_METHOD_LABELS, toCents } from "@studio/validators";
import { studioDate } from "@studio/validators/studio-time";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { QueryState } from "../../../components/QueryState";
import { errorMessage, type RouterOutputs } from "../../../lib/trpc";
import { useListSearch } from "../../../lib/use-list-search";
import { AfterPaintBarChart } from "../../bookings/admin/AfterPaintBarChart";
import { HourHeatMap } from "./HourHeatMap";
import classes from "./ReportsPage.module.css";
import { reportFileHref, reportsQuery } from "./report-queries";
import {
  type DayRange,
  PRESET_LABELS,
  presetOf,
  presetRange,
  REPORT_PRESETS,
  type ReportPreset,
  rangeLabel,
  readReportRange,
} from "./report-range";

type Reports = RouterOutputs["admin"]["reports"]["summary"];

const counted = (count: number, one: string) => `${count.toLocaleString("en-US")} ${count === 1 ? one : `${one}s`}`;

const share = (part: number, whole: number) => (whole === 0 ? "–" : `${Math.round((part / whole) * 100)}%`);

/**
 * The numbers she runs on, for the days she picks: what she sold and how it was paid, who came, how full her hours
 * were, how many clients trained and came back, what she owes in sessions today, how her memberships stand, and her
 * gift cards sold, spent and still owed. Each report downloads as CSV.
 */
export function ReportsPage() {
  const today = studioDate(new Date());
  const read = useCallback((raw: Record<string, unknown>) => readReportRange(raw, today), [today]);
  const [range, setRange] = useListSearch("/admin/reports", read);
  const report = useQuery(reportsQuery(range));
  return (
    <Stack gap="lg">
      <RangePicker range={range} today={today} onChange={(next) => setRange(next, { replace: true })} />
      <QueryState
        query={report}
        label="Loading reports"
        error={(error) => <Alert color="red">{errorMessage(error, "Failed to load the reports")}</Alert>}
      >
        {(figures) => (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Stack gap="lg">
                <SalesCard figures={figures} range={range} />
                <GiftCardsCard figures={figures} range={range} />
              </Stack>
              <Stack gap="lg">
                <AttendanceCard figures={figures} range={range} />
                <ClientsCard figures={figures} range={range} />
                <MembershipsCard figures={figures} range={range} />
              </Stack>
            </SimpleGrid>
            <ReportCard title="Open hours filled" file="utilisation" range={range}>
              <Text size="sm" c="dimmed" mb="sm">
                {figures.utilisation.filledHours} of {figures.utilisation.openHours} open hours filled (
                {share(figures.utilisation.filledHours, figures.utilisation.openHours)}), by weekday and hour. Open
                hours come from your weekly hours, less your days off; a filled hour is a session held, missed or
                cancelled late.
              </Text>
              <HourHeatMap cells={figures.utilisation.cells} />
            </ReportCard>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function RangePicker({ range, today, onChange }: { range: DayRange; today: string; onChange(next: DayRange): void }) {
  const preset = presetOf(range, today) ?? "custom";
  // The two fields as typed. Each keystroke builds on the fields as they are now (`latest`), not on the range of the
  // last render: a From that makes a range starts a navigation, and a To typed before it lands must keep that From.
  const [fields, setFields] = useState(range);
  const latest = useRef(range);
  // The last range the fields sent: its echo through the address leaves the fields alone; any other range (a
  // preset, the back button) is shown in them.
  const sent = useRef(range);
  const show = useCallback((shown: DayRange) => {
    sent.current = shown;
    latest.current = shown;
    setFields(shown);
  }, []);
  useEffect(() => {
    if (range.from !== sent.current.from || range.to !== sent.current.to) show({ from: range.from, to: range.to });
  }, [range.from, range.to, show]);
  const typed = (change: Partial<DayRange>) => {
    const next = { ...latest.current, ...change };
    latest.current = next;
    setFields(next);
    const taken = readReportRange({ from: next.from, to: next.to }, today);
    if (taken.from === next.from && taken.to === next.to) {
      sent.current = next;
      onChange(next);
    }
  };
  const taken = readReportRange({ from: fields.from, to: fields.to }, today);
  const invalid = taken.from !== fields.from || taken.to !== fields.to;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="range-title">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <div>
          <Title order={2} fz="lg" id="range-title">
            {rangeLabel(range)}
          </Title>
          <Text size="xs" c="dimmed">
            Days in Miami, both included; at most a year.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" className={classes.fields}>
          <NativeSelect
            label="Range"
            className={classes.preset}
            value={preset}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (value === "custom") return;
              const next = presetRange(value as ReportPreset, today);
              show(next);
              onChange(next);
            }}
            data={[
              ...REPORT_PRESETS.map((value) => ({ value, label: PRESET_LABELS[value] })),
              { value: "custom", label: "Custom days" },
            ]}
          />
          <TextInput
            type="date"
            label="From"
            value={fields.from}
            max={fields.to}
            onChange={(event) => typed({ from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="To"
            value={fields.to}
            min={fields.from}
            onChange={(event) => typed({ to: event.currentTarget.value })}
          />
        </SimpleGrid>
        {invalid && (
          <Text size="sm" c="red.8" role="alert" w="100%">
            Pick a From day on or before To, at most a year apart
          </Text>
        )}
      </Group>
    </Card>
  );
}

function ReportCard({
  title,
  file,
  range,
  children,
}: {
  title: string;
  file: ReportFile;
  range: DayRange;
  children: ReactNode;
}) {
  const id = `report-${file}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="baseline" gap="sm" mb="sm">
        <Title order={3} fz="lg" id={id}>
          {title}
        </Title>
        <Anchor href={reportFileHref(file, range)} download size="sm">
          Download CSV<span className="visually-hidden"> of {title.toLowerCase()}</span>
        </Anchor>
      </Group>
      {children}
    </Card>
  );
}

function Figure({ label, value, note, testId }: { label: string; value: ReactNode; note?: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="lg" fw={700} ff="heading" data-testid={testId}>
        {typeof value === "number" ? value.toLocaleString("en-US") : value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </div>
  );
}

/** A package's sessions sold, an unlimited membership's months named as months (each is a month of days). */
function sessionsOf({ sessions, unlimitedMonths }: { sessions: number; unlimitedMonths: number }) {
  if (unlimitedMonths === 0) return sessions.toLocaleString("en-US");
  const months = counted(unlimitedMonths, "unlimited month");
  return sessions === 0 ? months : `${sessions.toLocaleString("en-US")} + ${months}`;
}

function SalesCard({ figures, range }: { figures: Reports; range: DayRange }) {
  const { sales } = figures;
  return (
    <ReportCard title="Sales" file="sales" range={range}>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" mb="md">
        <Figure label="Paid" value={formatMoney(sales.paid)} testId="sales-paid" />
        <Figure label="Sales" value={sales.bookings} note={`${sales.atDesk} at the desk`} />
        <Figure
          label="Sessions sold"
          value={sales.sessions}
          note="not counting unlimited months"
          testId="sessions-sold"
        />
        <Figure
          label="Unlimited months"
          value={sales.unlimitedMonths}
          note="each a session a day for its month"
          testId="unlimited-months"
        />
        <Figure label="Refunded" value={formatMoney(sales.refunded)} />
        <Figure
          label="Owed in sessions today"
          value={figures.owed.sessions}
          note={`${formatMoney(figures.owed.value)} · of unlimited memberships, booked sessions only (unbooked days lapse)`}
          testId="owed-sessions"
        />
      </SimpleGrid>
      {sales.bookings === 0 ? (
        <Text size="sm" c="dimmed">
          No money came in these days.
        </Text>
      ) : (
        <>
          <AfterPaintBarChart
            h={Math.max(120, sales.byPackage.length * 44)}
            orientation="vertical"
            data={sales.byPackage.map((row) => ({ package: row.packageName, paid: Number(row.paid) }))}
            dataKey="package"
            yAxisProps={{ width: 120 }}
            valueFormatter={(value) => formatMoney(value)}
            series={[{ name: "paid", color: "plum.7", label: "Paid" }]}
          />
          <Table.ScrollContainer minWidth={320} mt="md">
            <Table fz="sm" striped>
              <Table.Caption>By package</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Package</Table.Th>
                  <Table.Th ta="right">Sales</Table.Th>
                  <Table.Th ta="right">Sessions</Table.Th>
                  <Table.Th ta="right">Paid</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sales.byPackage.map((row) => (
                  <Table.Tr key={row.packageName}>
                    <Table.Td>{row.packageName}</Table.Td>
                    <Table.Td ta="right">{row.bookings}</Table.Td>
                    <Table.Td ta="right">{sessionsOf(row)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.paid)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Table fz="sm" mt="md" striped>
            <Table.Caption>How it was paid</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Paid by</Table.Th>
                <Table.Th ta="right">Sales</Table.Th>
                <Table.Th ta="right">Paid</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sales.byMethod.map((row) => (
                <Table.Tr key={row.method}>
                  <Table.Td>{SALE_METHOD_LABELS[row.method]}</Table.Td>
                  <Table.Td ta="right">{row.bookings}</Table.Td>
                  <Table.Td ta="right">{formatMoney(row.paid)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </ReportCard>
  );
}

function AttendanceCard({ figures, range }: { figures: Reports; range: DayRange }) {
  const { completed, noShows, lateCancels, scheduled, postponed } = figures.attendance;
  // Out of the sessions whose outcome is known: held, missed, or cancelled too late.
  const decided = completed + noShows + lateCancels;
  return (
    <ReportCard title="Attendance" file="attendance" range={range}>
      <SimpleGrid cols={{ base: 3 }} spacing="sm">
        <Figure label="Attended" value={completed} note={share(completed, decided)} testId="attended" />
        <Figure label="No-shows" value={noShows} note={share(noShows, decided)} />
        <Figure label="Late cancels" value={lateCancels} note={share(lateCancels, decided)} />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm">
        {scheduled} booked and not marked yet, {postponed} postponed.
      </Text>
    </ReportCard>
  );
}

function ClientsCard({ figures, range }: { figures: Reports; range: DayRange }) {
  const { active, new: newClients, returned30, returned60, returned90 } = figures.clients;
  return (
    <ReportCard title="Clients" file="clients" range={range}>
      <SimpleGrid cols={{ base: 2 }} spacing="sm" mb="sm">
        <Figure label="Trained" value={active} testId="clients-active" />
        <Figure label="New" value={newClients} note={`${share(newClients, active)} of them`} />
      </SimpleGrid>
      <Text size="sm" fw={600} mb={4}>
        Back, or booked again, after their last session here
      </Text>
      <SimpleGrid cols={{ base: 3 }} spacing="sm">
        <Figure label="Within 30 days" value={share(returned30, active)} note={`${returned30} clients`} />
        <Figure label="Within 60 days" value={share(returned60, active)} note={`${returned60} clients`} />
        <Figure label="Within 90 days" value={share(returned90, active)} note={`${returned90} clients`} />
      </SimpleGrid>
    </ReportCard>
  );
}

function MembershipsCard({ figures, range }: { figures: Reports; range: DayRange }) {
  const { active, paused, signedUp, churned, monthlyRecurring } = figures.memberships;
  const today = studioDate(new Date());
  // Figures at the range's end are as of today when the range runs on past it.
  const asOf = range.to >= today ? "today" : "at the end";
  return (
    <ReportCard title="Memberships" file="memberships" range={range}>
      <SimpleGrid cols={{ base: 2 }} spacing="sm">
        <Figure
          label="Monthly recurring revenue"
          value={formatMoney(monthlyRecurring)}
          note={asOf}
          testId="membership-revenue"
        />
        <Figure label="Active members" value={active} note={`${paused} paused, ${asOf}`} testId="members-active" />
        <Figure label="Signed up" value={signedUp} note="first month paid in these days" />
        <Figure label="Ended" value={churned} note="in these days" />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm">
        Active members bring their monthly price, a failed renewal Stripe is retrying included; paused and ended
        memberships bring nothing.
      </Text>
    </ReportCard>
  );
}

function GiftCardsCard({ figures, range }: { figures: Reports; range: DayRange }) {
  const { giftCards, sales } = figures;
  const today = studioDate(new Date());
  // The balance at the range's end is today's when the range runs on past it.
  const asOf = range.to >= today ? "today" : "at the end";
  const received = formatMoney(fromCents(toCents(sales.paid) + toCents(giftCards.soldAmount)));
  return (
    <ReportCard title="Gift cards" file="giftcards" range={range}>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Figure
          label="Sold"
          value={formatMoney(giftCards.soldAmount)}
          note={counted(giftCards.sold, "card")}
          testId="gift-cards-sold"
        />
        <Figure
          label="On the site, by card"
          value={formatMoney(giftCards.soldOnSiteAmount)}
          note={counted(giftCards.soldOnSite, "card")}
        />
        <Figure
          label="At the desk, cash"
          value={formatMoney(giftCards.soldAtDeskAmount)}
          note={counted(giftCards.soldAtDesk, "card")}
        />
        <Figure
          label="Redeemed"
          value={formatMoney(giftCards.redeemed)}
          note={`spent on ${counted(giftCards.redemptions, "booking")}`}
          testId="gift-cards-redeemed"
        />
        <Figure
          label="Outstanding balance"
          value={formatMoney(giftCards.outstanding)}
          note={`on ${counted(giftCards.liveCards, "card")}, ${asOf}`}
          testId="gift-cards-outstanding"
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm">
        Received in these days: {formatMoney(sales.paid)} in sales and {formatMoney(giftCards.soldAmount)} in gift
        cards, {received} in all. A gift card is money when it is sold; a booking paid with one counts in Sales only for
        what was charged on top of it, so its dollars are never counted twice. The outstanding balance is yours to give
        in sessions, like the sessions owed.
      </Text>
    </ReportCard>
  );
}
