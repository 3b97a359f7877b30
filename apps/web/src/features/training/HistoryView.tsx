import { Box, Card, Group, NativeSelect, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { QueryState } from "../../components/QueryState";
import { useT } from "../../i18n/use-t";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { formatPounds, longDay, shortDay } from "./format";

// The charts' code (recharts) loads when the history is shown, into a place of the chart's own height.
const CHART_HEIGHT = 220;
const loadCharts = () => import("./TrainingCharts");
const VolumeChart = lazy(() => loadCharts().then((module) => ({ default: module.VolumeChart })));
const LiftChart = lazy(() => loadCharts().then((module) => ({ default: module.LiftChart })));
const AdherenceChart = lazy(() => loadCharts().then((module) => ({ default: module.AdherenceChart })));

const PERIODS = ["4", "12", "26"] as const;

type History = RouterOutputs["training"]["history"];

/** Her training over whole weeks: volume, a lift over time, workouts done of those planned, and her records. */
export function HistoryView() {
  const { t } = useT();
  const [weeks, setWeeks] = useState<(typeof PERIODS)[number]>("12");
  const [exerciseId, setExerciseId] = useState<number | undefined>(undefined);
  const history = useQuery(
    trpc.training.history.queryOptions(
      { weeks: Number(weeks), ...(exerciseId ? { exerciseId } : {}) },
      { staleTime: 0, placeholderData: (before) => before },
    ),
  );
  return (
    <Stack gap="lg" pb="xl">
      <Group justify="space-between" align="flex-end">
        <SegmentedControl
          value={weeks}
          onChange={(value) => setWeeks(value as (typeof PERIODS)[number])}
          aria-label={t("training.history.period")}
          data={PERIODS.map((value) => ({ value, label: t("training.history.weeks", { weeks: Number(value) }) }))}
        />
      </Group>
      <QueryState
        query={history}
        label={t("training.history.loading")}
        error={<Text c="dimmed">{t("training.error.body")}</Text>}
      >
        {(found) =>
          found.exercises.length || found.records.length ? (
            <Charts found={found} onExercise={setExerciseId} />
          ) : (
            <Card withBorder radius="lg" padding="lg">
              <Text>{t("training.history.none")}</Text>
            </Card>
          )
        }
      </QueryState>
    </Stack>
  );
}

function Charts({ found, onExercise }: { found: History; onExercise: (id: number) => void }) {
  const { t, language } = useT();
  const volume = found.weeks.map((week) => ({ week: shortDay(week.weekOf, language), volume: week.volumeLb }));
  const adherence = found.weeks.map((week) => ({
    week: shortDay(week.weekOf, language),
    planned: week.planned,
    done: week.done,
  }));
  const lift = (found.exercise?.days ?? []).map((point) => ({
    day: shortDay(point.day, language),
    weight: point.bestWeightLb,
  }));
  const thisWeek = found.weeks.at(-1);
  const planned = found.weeks.reduce((sum, week) => sum + week.planned, 0);
  const done = found.weeks.reduce((sum, week) => sum + week.done, 0);
  const lifted = lift.filter((point) => point.weight !== null) as { day: string; weight: number }[];
  const firstLift = lifted[0];
  const lastLift = lifted.at(-1);
  const weekLabel = (weekOf: string) => t("training.history.weekOf", { day: longDay(weekOf, language) });

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ChartFigure
          title={t("training.history.volume")}
          summary={t("training.history.volumeSummary", { volume: formatPounds(thisWeek?.volumeLb ?? 0) })}
          chart={<VolumeChart data={volume} height={CHART_HEIGHT} name={t("training.history.volumeName")} />}
          table={
            <DataTable
              caption={t("training.history.volume")}
              head={[t("training.history.week"), t("training.history.volumeName")]}
              rows={found.weeks.map((week) => [
                weekLabel(week.weekOf),
                t("training.pounds", { weight: formatPounds(week.volumeLb) }),
              ])}
            />
          }
        />
        <ChartFigure
          title={t("training.history.adherence")}
          summary={t("training.history.adherenceSummary", { done, planned })}
          chart={
            <AdherenceChart
              data={adherence}
              height={CHART_HEIGHT}
              names={{ planned: t("training.history.planned"), done: t("training.history.done") }}
            />
          }
          legend={[
            { color: "var(--mantine-color-plum-2)", label: t("training.history.planned") },
            { color: "var(--mantine-color-plum-7)", label: t("training.history.done") },
          ]}
          table={
            <DataTable
              caption={t("training.history.adherence")}
              head={[t("training.history.week"), t("training.history.done"), t("training.history.planned")]}
              rows={found.weeks.map((week) => [weekLabel(week.weekOf), String(week.done), String(week.planned)])}
            />
          }
        />
      </SimpleGrid>
      {found.exercises.length > 0 && (
        <Card withBorder radius="lg" padding="lg" component="figure" m={0}>
          <Title order={2} fz="lg" mb="sm">
            {t("training.history.lift")}
          </Title>
          <NativeSelect
            label={t("training.history.exercise")}
            value={String(found.exercise?.id ?? "")}
            onChange={(event) => onExercise(Number(event.currentTarget.value))}
            data={found.exercises.map((exercise) => ({ value: String(exercise.id), label: exercise.name }))}
            mb="md"
            maw={360}
          />
          <Box aria-hidden>
            <Suspense fallback={<Box h={CHART_HEIGHT} />}>
              <LiftChart data={lift} height={CHART_HEIGHT} name={t("training.history.bestWeight")} />
            </Suspense>
          </Box>
          <Text size="sm" c="dimmed" mt="sm" component="figcaption">
            {firstLift && lastLift && found.exercise
              ? t("training.history.liftSummary", {
                  exercise: found.exercise.name,
                  first: formatPounds(firstLift.weight),
                  last: formatPounds(lastLift.weight),
                  from: firstLift.day,
                  to: lastLift.day,
                })
              : t("training.history.liftNone")}
          </Text>
          {found.exercise && (
            <DataTable
              caption={t("training.history.liftTable", { exercise: found.exercise.name })}
              head={[t("training.history.day"), t("training.history.bestWeight")]}
              rows={found.exercise.days.map((point) => [
                longDay(point.day, language),
                point.bestWeightLb === null
                  ? t("training.history.bodyweight")
                  : t("training.pounds", { weight: formatPounds(point.bestWeightLb) }),
              ])}
            />
          )}
        </Card>
      )}
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="training-records">
        <Title order={2} fz="lg" mb="sm" id="training-records">
          {t("training.history.records")}
        </Title>
        {found.records.length ? (
          <Stack gap={0} component="ul" className="plain-list">
            {found.records.map((record) => (
              <Group key={record.exerciseId} component="li" justify="space-between" py={8} wrap="nowrap">
                <div>
                  <Text fw={600}>{record.name}</Text>
                  <Text size="sm" c="dimmed">
                    {longDay(record.day, language)}
                  </Text>
                </div>
                <Text fw={700} fz="lg" c="plum.7">
                  {t("training.pounds", { weight: formatPounds(record.bestWeightLb) })}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">{t("training.history.noRecords")}</Text>
        )}
      </Card>
    </Stack>
  );
}

interface FigureProps {
  title: string;
  /** The series' colours and names, under the drawing. */
  legend?: { color: string; label: string }[];
  /** What the chart shows, in a sentence everyone reads. */
  summary: string;
  chart: ReactNode;
  /** The chart's figures, for a screen reader, in place of the drawing. */
  table: ReactNode;
}

function ChartFigure({ title, legend, summary, chart, table }: FigureProps) {
  return (
    <Card withBorder radius="lg" padding="lg" component="figure" m={0}>
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      <Box aria-hidden>
        <Suspense fallback={<Box h={CHART_HEIGHT} />}>{chart}</Suspense>
        {legend && (
          <Group gap="md" mt="xs" justify="center">
            {legend.map((item) => (
              <Group key={item.label} gap={6}>
                <Box w={12} h={12} style={{ borderRadius: 3, background: item.color }} />
                <Text size="sm">{item.label}</Text>
              </Group>
            ))}
          </Group>
        )}
      </Box>
      <Text size="sm" c="dimmed" mt="sm" component="figcaption">
        {summary}
      </Text>
      {table}
    </Card>
  );
}

function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) {
  return (
    <Table className="visually-hidden">
      <caption>{caption}</caption>
      <Table.Thead>
        <Table.Tr>
          {head.map((cell) => (
            <Table.Th key={cell} scope="col">
              {cell}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row[0]}>
            {row.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column
              <Table.Td key={index}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
