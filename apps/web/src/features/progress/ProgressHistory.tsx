import "@mantine/charts/styles.css";
import { BarChart, LineChart } from "@mantine/charts";
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { achievementEmoji, energyLabels, moodEmojis } from "@studio/validators";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { QueryState } from "../../components/QueryState";
import { downloadFile } from "../../lib/download";
import { formatDate } from "../../lib/format";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { achievementLabel, workoutTypeLabel } from "./labels";

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
        <Card withBorder radius="md" padding="lg">
          <Title order={3} fz="lg" mb="md">
            Mood and energy, last 30 days
          </Title>
          <LineChart
            h={220}
            data={trend}
            dataKey="day"
            yAxisProps={{ domain: [1, 5] }}
            series={[
              { name: "mood", color: "plum.7", label: "Mood" },
              { name: "energy", color: "gold.7", label: "Energy" },
            ]}
          />
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={3} fz="lg" mb="md">
            Workouts per week
          </Title>
          <BarChart
            h={220}
            data={perWeek}
            dataKey="week"
            series={[{ name: "workouts", color: "plum.7", label: "Workouts" }]}
          />
        </Card>
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
