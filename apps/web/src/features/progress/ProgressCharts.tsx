// The history's charts: recharts under Mantine's charts, loaded only when the history is shown.
import "@mantine/charts/styles.css";
import { BarChart, LineChart } from "@mantine/charts";

export interface TrendPoint {
  day: string;
  mood: number;
  energy: number;
}

export interface WeekPoint {
  week: string;
  workouts: number;
}

/** The series' names, in the page's language. */
export interface TrendNames {
  mood: string;
  energy: string;
}

export function MoodEnergyChart({ data, height, names }: { data: TrendPoint[]; height: number; names: TrendNames }) {
  return (
    <LineChart
      h={height}
      data={data}
      dataKey="day"
      yAxisProps={{ domain: [1, 5] }}
      series={[
        { name: "mood", color: "plum.7", label: names.mood },
        { name: "energy", color: "gold.7", label: names.energy },
      ]}
    />
  );
}

export function WorkoutsChart({ data, height, name }: { data: WeekPoint[]; height: number; name: string }) {
  return (
    <BarChart h={height} data={data} dataKey="week" series={[{ name: "workouts", color: "plum.7", label: name }]} />
  );
}

/** One or more of her measurements over time; a day without one of them is bridged, not dropped to zero. */
export function BodyChart({
  data,
  height,
  series,
}: {
  data: Record<string, string | number | null>[];
  height: number;
  series: { name: string; label: string; color: string }[];
}) {
  return (
    <LineChart
      h={height}
      data={data}
      dataKey="day"
      connectNulls
      yAxisProps={{ domain: ["auto", "auto"] }}
      series={series}
    />
  );
}
