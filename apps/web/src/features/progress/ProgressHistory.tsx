import { Badge, Box, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { achievementEmoji, energyLabels, moodEmojis } from "@studio/validators/progress-kinds";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { lazy, type ReactNode, Suspense } from "react";
import { QueryState } from "../../components/QueryState";
import { downloadFile } from "../../lib/download";
import { formatDate } from "../../lib/format";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { achievementLabel, workoutTypeLabel } from "./labels";

// The charts' code (recharts) is the largest part of the tracker: it loads when the history is shown, into a place
// of the chart's own height, so nothing below moves when it arrives.
const CHART_HEIGHT = 220;
const loadCharts = () => import("./ProgressCharts");
const MoodEnergyChart = lazy(() => loadCharts().then((module) => ({ default: module.MoodEnergyChart })));
const WorkoutsChart = lazy(() => loadCharts().then((module) => ({ default: module.WorkoutsChart })));

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="lg" mb="md">
        {title}
      </Title>
      <Suspense fallback={<Box h={CHART_HEIGHT} />}>{children}</Suspense>
    </Card>
  );
}

const csv = (rows: (string | number | boolean | null)[][]) =>
  rows.map((row) => row.map((cell) => `"${String(cell ?? "").replace(/"/g, '""')}"`).join(",")).join("\r\n");

export function ProgressHistory({ userId }: { userId: number }) {
  const entries = useQuery(trpc.progress.entries.queryOptions({ userId }, { staleTime: 0 }));
  const none = <Text c="dimmed">No entries yet. Save today's entry to start your history.</Text>;
  return (
    <QueryState query={entries} loader={<Text c="dimmed">Loading...</Text>} error={none}>
      {(found) => (found.data.length ? <History list={found.data} /> : none)}
    </QueryState>
  );
}

type Entry = RouterOutputs["progress"]["entries"]["data"][number];

function History({ list }: { list: Entry[] }) {
  // The 30 days up to the latest entry (entries come newest first).
  const since = dayjs(list[0]?.entryDay).subtract(30, "day").format("YYYY-MM-DD");
  const recent = [...list].filter((e) => e.entryDay >= since).reverse();
  const trend = recent.map((e) => ({
    day: dayjs(e.entryDay).format("MMM D"),
    mood: e.moodRating,
    energy: e.energyLevel,
  }));
  const weeks = new Map<string, number>();
  for (const e of list) {
    if (!e.workoutCompleted) continue;
    const week = dayjs(e.entryDay)
      .subtract((dayjs(e.entryDay).day() + 6) % 7, "day")
      .format("MMM D");
    weeks.set(week, (weeks.get(week) ?? 0) + 1);
  }
  const perWeek = [...weeks.entries()].reverse().map(([week, workouts]) => ({ week, workouts }));
  const exportCsv = () =>
    downloadFile(
      "progress.csv",
      csv([
        ["day", "mood", "energy", "workout", "type", "notes", "achievements"],
        ...list.map((e) => [
          e.entryDay,
          e.moodRating,
          e.energyLevel,
          e.workoutCompleted,
          e.workoutType,
          e.notes,
          e.achievements,
        ]),
      ]),
      "text/csv",
    );

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard title="Mood and energy, last 30 days">
          <MoodEnergyChart data={trend} height={CHART_HEIGHT} />
        </ChartCard>
        <ChartCard title="Workouts per week">
          <WorkoutsChart data={perWeek} height={CHART_HEIGHT} />
        </ChartCard>
      </SimpleGrid>
      <Group justify="space-between">
        <Title order={3} fz="lg">
          Your entries
        </Title>
        <Button variant="outline" size="xs" onClick={exportCsv}>
          Export CSV
        </Button>
      </Group>
      {list.map((e) => (
        <Card key={e.id} withBorder radius="md" padding="md" data-testid="progress-entry">
          <Group justify="space-between">
            <Text fw={600}>{formatDate(`${e.entryDay}T12:00:00`)}</Text>
            <Text>
              {moodEmojis[e.moodRating - 1]} · {energyLabels[e.energyLevel - 1]} energy ·{" "}
              {e.workoutCompleted ? workoutTypeLabel(e.workoutType ?? "other") : "Rest day"}
            </Text>
          </Group>
          {e.notes && (
            <Text size="sm" c="dimmed" mt={4}>
              {e.notes}
            </Text>
          )}
          {e.achievements && (
            <Group gap={6} mt={6}>
              {e.achievements.split(",").map((code) => (
                <Badge key={code} variant="light" color="plum" tt="none">
                  {achievementEmoji(code)} {achievementLabel(code)}
                </Badge>
              ))}
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
}
