import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { intlLocale, type Language } from "@studio/i18n";
import { achievementEmoji, moodEmojis } from "@studio/validators/kinds";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { lazy } from "react";
import { QueryState } from "../../components/QueryState";
import { useT } from "../../i18n/use-t";
import { downloadFile } from "../../lib/download";
import { formatDate } from "../../lib/format";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { ChartCard } from "./ChartCard";
import { achievementLabel, workoutTypeLabel } from "./labels";

// The charts' code (recharts) is the largest part of the tracker: it loads when the history is shown, into a place
// of the chart's own height, so nothing below moves when it arrives.
const CHART_HEIGHT = 220;
const loadCharts = () => import("./ProgressCharts");
const MoodEnergyChart = lazy(() => loadCharts().then((module) => ({ default: module.MoodEnergyChart })));
const WorkoutsChart = lazy(() => loadCharts().then((module) => ({ default: module.WorkoutsChart })));

const dayFormats = new Map<Language, Intl.DateTimeFormat>();
/** A calendar day on the charts' axis: "Nov 24" ("24 nov"). */
function shortDay(day: string, language: Language): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { month: "short", day: "numeric", timeZone: "UTC" });
    dayFormats.set(language, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

const csv = (rows: (string | number | boolean | null)[][]) =>
  rows.map((row) => row.map((cell) => `"${String(cell ?? "").replace(/"/g, '""')}"`).join(",")).join("\r\n");

export function ProgressHistory({ userId }: { userId: number }) {
  const { t } = useT();
  const entries = useQuery(trpc.progress.entries.queryOptions({ userId }, { staleTime: 0 }));
  const none = <Text c="dimmed">{t("tracker.history.none")}</Text>;
  return (
    <QueryState query={entries} loader={<Text c="dimmed">{t("tracker.history.loading")}</Text>} error={none}>
      {(found) => (found.data.length ? <History list={found.data} /> : none)}
    </QueryState>
  );
}

type Entry = RouterOutputs["progress"]["entries"]["data"][number];

function History({ list }: { list: Entry[] }) {
  const { t, language } = useT();
  // The 30 days up to the latest entry (entries come newest first).
  const since = dayjs(list[0]?.entryDay).subtract(30, "day").format("YYYY-MM-DD");
  const recent = [...list].filter((e) => e.entryDay >= since).reverse();
  const trend = recent.map((e) => ({
    day: shortDay(e.entryDay, language),
    mood: e.moodRating,
    energy: e.energyLevel,
  }));
  const weeks = new Map<string, number>();
  for (const e of list) {
    if (!e.workoutCompleted) continue;
    const week = shortDay(
      dayjs(e.entryDay)
        .subtract((dayjs(e.entryDay).day() + 6) % 7, "day")
        .format("YYYY-MM-DD"),
      language,
    );
    weeks.set(week, (weeks.get(week) ?? 0) + 1);
  }
  const perWeek = [...weeks.entries()].reverse().map(([week, workouts]) => ({ week, workouts }));
  const exportCsv = () =>
    downloadFile(
      t("tracker.csv.file"),
      csv([
        (["day", "mood", "energy", "workout", "type", "notes", "achievements"] as const).map((column) =>
          t(`tracker.csv.${column}`),
        ),
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
        <ChartCard height={CHART_HEIGHT} title={t("tracker.history.trendChart")}>
          <MoodEnergyChart
            data={trend}
            height={CHART_HEIGHT}
            names={{ mood: t("tracker.mood.name"), energy: t("tracker.energy.name") }}
          />
        </ChartCard>
        <ChartCard height={CHART_HEIGHT} title={t("tracker.history.weeksChart")}>
          <WorkoutsChart data={perWeek} height={CHART_HEIGHT} name={t("tracker.history.workouts")} />
        </ChartCard>
      </SimpleGrid>
      <Group justify="space-between">
        <Title order={3} fz="lg">
          {t("tracker.history.entries")}
        </Title>
        <Button variant="outline" size="xs" onClick={exportCsv}>
          {t("tracker.history.export")}
        </Button>
      </Group>
      {list.map((e) => (
        <Card key={e.id} withBorder radius="md" padding="md" data-testid="progress-entry">
          <Group justify="space-between">
            <Text fw={600}>{formatDate(`${e.entryDay}T12:00:00`, language)}</Text>
            <Text>
              {t("tracker.history.summary", {
                mood: moodEmojis[e.moodRating - 1],
                level: e.energyLevel,
                workout: e.workoutCompleted
                  ? workoutTypeLabel(t, e.workoutType ?? "other")
                  : t("tracker.history.restDay"),
              })}
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
                  {achievementEmoji(code)} {achievementLabel(t, code)}
                </Badge>
              ))}
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
}
